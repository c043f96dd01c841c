import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@thistle/shared/contracts/notifications';
import { apiRequest } from '@/lib/api-client';

/** GET /api/notifications: newest first. */
export const getNotifications = (signal?: AbortSignal) =>
  apiRequest<NotificationsResponse>('/api/notifications', { signal });

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: ({ signal }) => getNotifications(signal) });

export const useNotifications = () => useQuery(notificationsQueryOptions());
