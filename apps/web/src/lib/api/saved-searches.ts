import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@thistle/shared/contracts/owner-tools';
import { apiRequest } from '@/lib/api-client';

/*
 * GET, POST /api/saved-searches and DELETE /api/saved-searches/:id. Shared: the feed saves a
 * search, Settings lists and removes them.
 */

export interface NewSavedSearch {
  query: string;
  category: string | null;
  closing_within_days: number | null;
  deliver: 'report' | 'notification';
}

export const getSavedSearches = (signal?: AbortSignal) =>
  apiRequest<{ searches: SavedSearch[] }>('/api/saved-searches', { signal });
export const createSavedSearch = (search: NewSavedSearch) =>
  apiRequest<SavedSearch>('/api/saved-searches', { method: 'POST', body: search });
export const deleteSavedSearch = (id: string) =>
  apiRequest<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: ['saved-searches'], queryFn: ({ signal }) => getSavedSearches(signal) });
export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

function useInvalidating<T, R>(mutationFn: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] }),
  });
}
export const useCreateSavedSearch = () => useInvalidating(createSavedSearch);
export const useDeleteSavedSearch = () => useInvalidating(deleteSavedSearch);
