import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Post, PostPatch, PostsResponse } from '@thistle/shared/contracts/posts';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/posts/:id: a like or dislike (null clears it), or ratings. */
export const updatePost = (id: string, patch: PostPatch) =>
  apiRequest<Post>(`/api/posts/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PostPatch }) => updatePost(id, patch),
    onSuccess: (post) => {
      // The server's copy replaces the card wherever it is shown.
      queryClient.setQueriesData<InfiniteData<PostsResponse>>({ queryKey: ['posts'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                posts: p.posts.map((x) => (x.id === post.id ? post : x)),
              })),
            }
          : data,
      );
    },
  });
}
