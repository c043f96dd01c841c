import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Notification,
  NotificationsResponse,
  ReadAllResponse,
} from '@thistle/shared/contracts/notifications';
import { apiRequest } from '@/lib/api-client';

/** POST /api/notifications/:id/read */
export const markNotificationRead = (id: string) =>
  apiRequest<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

/** POST /api/notifications/read-all */
export const markAllNotificationsRead = () =>
  apiRequest<ReadAllResponse>('/api/notifications/read-all', { method: 'POST' });

function useMarking<T>(
  mutationFn: (arg: T) => Promise<unknown>,
  apply: (list: Notification[], arg: T) => Notification[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: (arg: T) => {
      queryClient.setQueryData<NotificationsResponse>(['notifications'], (data) =>
        data ? { notifications: apply(data.notifications, arg) } : data,
      );
    },
    // Failures are logged only (docs/product.md#notifications); the server's list is re-read.
    onError: (error) => console.error('Marking notifications read failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export const useMarkNotificationRead = () =>
  useMarking(markNotificationRead, (list, id: string) =>
    list.map((n) => (n.id === id ? { ...n, read: true } : n)),
  );

export const useMarkAllNotificationsRead = () =>
  useMarking(
    () => markAllNotificationsRead(),
    (list) => list.map((n) => ({ ...n, read: true })),
  );
