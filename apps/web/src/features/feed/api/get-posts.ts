import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedSort, PostsResponse } from '@thistle/shared/contracts/posts';
import { apiRequest } from '@/lib/api-client';

export interface FeedParams {
  category?: string;
  q?: string;
  sort?: FeedSort;
}

/** GET /api/posts: one page of the owner's feed. */
export function getPosts(params: FeedParams & { cursor?: string | null }, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  if (params.sort) search.set('sort', params.sort);
  if (params.cursor) search.set('cursor', params.cursor);
  return apiRequest<PostsResponse>(`/api/posts?${search}`, { signal });
}

export const postsQueryOptions = (params: FeedParams) =>
  infiniteQueryOptions({
    queryKey: ['posts', params],
    queryFn: ({ pageParam, signal }) => getPosts({ ...params, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePosts = (params: FeedParams) => useInfiniteQuery(postsQueryOptions(params));
