import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@thistle/shared/contracts/owner-tools';
import { apiRequest } from '@/lib/api-client';

/** GET, POST (make or replace) and DELETE (revoke) /api/settings/calendar. */
export const getCalendarFeed = (signal?: AbortSignal) =>
  apiRequest<CalendarFeedResponse>('/api/settings/calendar', { signal });
export const renewCalendarFeed = () =>
  apiRequest<CalendarFeedResponse>('/api/settings/calendar', { method: 'POST' });
export const revokeCalendarFeed = () =>
  apiRequest<void>('/api/settings/calendar', { method: 'DELETE' });

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'calendar'],
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(['settings', 'calendar'], feed),
  });
}
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(['settings', 'calendar'], { url: null }),
  });
}
