import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsResponse } from '@thistle/shared/contracts/notifications';
import { connectRealtime } from '@/lib/realtime/realtime-client';
import { getAuthController } from '@/lib/auth/auth-controller';

interface Change<T> {
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  rows: T[];
}

/** Newest first, one entry per id, changed rows replacing their old selves. */
export function applyNotificationChange(
  list: Notification[],
  change: Change<Notification>,
): Notification[] {
  const byId = new Map(list.map((n) => [n.id, n]));
  for (const row of change.rows) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * What the page holds that the stream may not have covered, read again when a stream opens.
 * After a drop, everything shown: the replay covers what it can, a refetch the rest. On the first
 * connection, only what was read before the stream was open (a notification made in between
 * would otherwise never reach the page).
 */
export function catchUpOnConnect(
  queryClient: QueryClient,
  { afterDrop, openedAt }: { afterDrop: boolean; openedAt: number },
) {
  return queryClient.invalidateQueries({
    refetchType: 'active',
    ...(afterDrop
      ? {}
      : {
          predicate: (query) =>
            query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < openedAt,
        }),
  });
}

/**
 * The signed-in owner's live changes (docs/product.md#live-updates), applied to the queries the
 * pages read: new and changed posts and bookmarks refresh the feed and Bookmarks, notifications
 * are merged into the list, and a change to the owner's record re-reads it.
 */
export function useLiveUpdates(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let dropped = false;
    return connectRealtime({
      onEvent: (event) => {
        let change: Change<unknown>;
        try {
          change = JSON.parse(event.data) as Change<unknown>;
        } catch {
          return;
        }
        switch (event.event) {
          case 'posts':
          case 'bookmarks':
            void queryClient.invalidateQueries({ queryKey: ['posts'] });
            void queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
            break;
          case 'notifications':
            queryClient.setQueryData<NotificationsResponse>(['notifications'], (data) =>
              data
                ? {
                    notifications: applyNotificationChange(
                      data.notifications,
                      change as Change<Notification>,
                    ),
                  }
                : data,
            );
            break;
          case 'users':
            void getAuthController().refreshUserData();
            void queryClient.invalidateQueries({ queryKey: ['profile'] });
            break;
        }
      },
      onStatus: (connected) => {
        // A first attempt that failed is a drop too: the page read its data before it.
        if (!connected) dropped = true;
        else void catchUpOnConnect(queryClient, { afterDrop: dropped, openedAt: Date.now() });
      },
    });
  }, [queryClient, userId]);
}
