import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@thistle/shared/contracts/owner-tools';
import { apiRequest } from '@/lib/api-client';

/** GET and PUT /api/settings/notifications. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  apiRequest<NotificationSettings>('/api/settings/notifications', { signal });
export const putNotificationSettings = (patch: Partial<NotificationSettings>) =>
  apiRequest<NotificationSettings>('/api/settings/notifications', { method: 'PUT', body: patch });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'notifications'],
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(['settings', 'notifications'], settings),
  });
}
