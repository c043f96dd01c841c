import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Post, PostsResponse } from '@thistle/shared/contracts/posts';
import { apiRequest } from '@/lib/api-client';

/*
 * PUT and DELETE /api/bookmarks/:postId. Shared: the feed's cards and the Bookmarks page both
 * bookmark. The change shows at once and is undone if the server refuses
 * (docs/product.md#bookmarks).
 */

export const addBookmark = (postId: string) =>
  apiRequest<void>(`/api/bookmarks/${encodeURIComponent(postId)}`, { method: 'PUT' });
export const removeBookmark = (postId: string) =>
  apiRequest<void>(`/api/bookmarks/${encodeURIComponent(postId)}`, { method: 'DELETE' });

type Snapshot = Array<[readonly unknown[], unknown]>;

function setBookmarked(data: unknown, postId: string, bookmarked: boolean): unknown {
  const mark = (post: Post) => (post.id === postId ? { ...post, bookmarked } : post);
  const feed = data as InfiniteData<PostsResponse> | undefined;
  if (feed?.pages)
    return { ...feed, pages: feed.pages.map((p) => ({ ...p, posts: p.posts.map(mark) })) };
  const list = data as { posts?: Post[] } | undefined;
  if (list?.posts) {
    return {
      ...list,
      posts: bookmarked ? list.posts.map(mark) : list.posts.filter((p) => p.id !== postId),
    };
  }
  return data;
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, bookmarked }: { postId: string; bookmarked: boolean }) =>
      bookmarked ? addBookmark(postId) : removeBookmark(postId),
    onMutate: async ({ postId, bookmarked }) => {
      await queryClient.cancelQueries({ queryKey: ['posts'] });
      await queryClient.cancelQueries({ queryKey: ['bookmarks'] });
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData({ queryKey: ['posts'] }),
        ...queryClient.getQueriesData({ queryKey: ['bookmarks'] }),
      ];
      for (const [key, data] of snapshot)
        queryClient.setQueryData(key, setBookmarked(data, postId, bookmarked));
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
  });
}
