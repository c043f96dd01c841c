import { describe, expect, it } from 'vitest';
import type { Notification } from '@thistle/shared/contracts/notifications';
import { applyNotificationChange } from './use-live-updates';

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
});
