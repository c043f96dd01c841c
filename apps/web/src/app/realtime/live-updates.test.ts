import { describe, expect, it } from 'vitest';
import type { Notification } from '@thistle/shared/contracts/notifications';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { applyNotificationChange, catchUpOnConnect } from './use-live-updates';

const note = (id: string, created_at: string, read = false): Notification => ({
  id,
  user_id: 'u',
  title: id,
  message: '',
  type: 'post',
  read,
  created_at,
  post_id: null,
});

describe('live notification changes', () => {
  it('adds inserts newest first and applies updates in place', () => {
    const list = [note('b', '2026-11-22T10:00:00Z'), note('a', '2026-11-21T10:00:00Z')];
    const inserted = applyNotificationChange(list, {
      op: 'INSERT',
      rows: [note('c', '2026-11-23T10:00:00Z')],
    });
    expect(inserted.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    const updated = applyNotificationChange(inserted, {
      op: 'UPDATE',
      rows: [note('a', '2026-11-21T10:00:00Z', true)],
    });
    expect(updated.find((n) => n.id === 'a')!.read).toBe(true);
    expect(updated).toHaveLength(3);
  });

  it('reads again what the page read before its stream opened, and everything after a drop', async () => {
    const queryClient = new QueryClient();
    const reads: Record<string, number> = { notifications: 0, posts: 0 };
    const watch = (key: string) =>
      new QueryObserver(queryClient, {
        queryKey: [key],
        queryFn: () => ++reads[key]!,
        staleTime: Infinity,
      }).subscribe(() => undefined);
    const stopNotifications = watch('notifications');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const openedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stopPosts = watch('posts');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reads).toEqual({ notifications: 1, posts: 1 });

    await catchUpOnConnect(queryClient, { afterDrop: false, openedAt });
    // Only the list read before the stream opened could have missed a change.
    expect(reads).toEqual({ notifications: 2, posts: 1 });
    await catchUpOnConnect(queryClient, { afterDrop: true, openedAt: Date.now() });
    expect(reads).toEqual({ notifications: 3, posts: 2 });
    stopNotifications();
    stopPosts();
  });
});
