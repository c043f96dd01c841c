import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookmarksResponse } from '@thistle/shared/contracts/bookmarks';
import { apiRequest } from '@/lib/api-client';

/** GET /api/bookmarks: bookmarked posts, most recently bookmarked first. */
export const getBookmarks = (signal?: AbortSignal) =>
  apiRequest<BookmarksResponse>('/api/bookmarks', { signal });

export const bookmarksQueryOptions = () =>
  queryOptions({ queryKey: ['bookmarks'], queryFn: ({ signal }) => getBookmarks(signal) });

export const useBookmarks = () => useQuery(bookmarksQueryOptions());
