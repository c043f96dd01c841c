/** Bookmarks, notifications and feedback: the happy paths and their idempotence. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createNotification } from '@thistle/core';
import { bookmarks, feedback, notifications, realtimeEvents } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import type { Notification, Post } from '@thistle/shared';
import { insertItems, postItems, signedInOwner, type Owner } from './dashboard-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

describe.each(testDatabaseKinds())('bookmarks, notifications and feedback (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const eventsOf = (userId: string) =>
    t.services.database.db
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, userId))
      .orderBy(realtimeEvents.id);

  describe('bookmarks', () => {
    let owner: Owner;
    let postIds: string[];
    beforeAll(async () => {
      owner = await signedInOwner(t, 'bookmarks');
      const ids = await insertItems(t, [
        { title: 'First' },
        { title: 'Second' },
        { title: 'Third' },
      ]);
      postIds = await postItems(t, owner.id, ids);
    });

    it('PUT bookmarks (204, twice is the same) and GET lists the latest bookmark first', async () => {
      for (const id of [postIds[0], postIds[2], postIds[0]]) {
        const response = await owner.call('PUT', `/api/bookmarks/${id}`);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
      }
      const rows = await t.services.database.db
        .select()
        .from(bookmarks)
        .where(eq(bookmarks.userId, owner.id));
      expect(rows).toHaveLength(2);
      const list = await owner.call('GET', '/api/bookmarks');
      expect(list.statusCode).toBe(200);
      const listed = list.json().posts as Post[];
      expect(listed.map((p) => p.title)).toEqual(['Third', 'First']);
      expect(listed.every((p) => p.bookmarked)).toBe(true);
      const feed = (await owner.call('GET', '/api/posts')).json().posts as Post[];
      expect(Object.fromEntries(feed.map((p) => [p.title, p.bookmarked]))).toEqual({
        First: true,
        Second: false,
        Third: true,
      });
    });

    it('DELETE removes a bookmark (204, and 204 again when already gone)', async () => {
      for (let i = 0; i < 2; i++) {
        const response = await owner.call('DELETE', `/api/bookmarks/${postIds[0]}`);
        expect(response.statusCode).toBe(204);
      }
      const list = await owner.call('GET', '/api/bookmarks');
      expect((list.json().posts as Post[]).map((p) => p.title)).toEqual(['Third']);
    });

    it('only real changes are announced: one INSERT per new bookmark, one DELETE', async () => {
      const events = (await eventsOf(owner.id)).filter((e) => e.table === 'bookmarks');
      expect(events.map((e) => [e.op, e.row])).toEqual([
        ['INSERT', [{ post_id: postIds[0] }]],
        ['INSERT', [{ post_id: postIds[2] }]],
        ['DELETE', [{ post_id: postIds[0] }]],
      ]);
    });

    it('a post id that is not in the feed is a 404 for both', async () => {
      const missing = '6f1c1e2a-7f0b-4a0e-9d5e-2b8c0c7d9e11';
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await owner.call(method, `/api/bookmarks/${missing}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such post.' } });
      }
    });
  });

  describe('notifications', () => {
    let owner: Owner;
    let postId: string;
    beforeAll(async () => {
      owner = await signedInOwner(t, 'notifications');
      postId = (
        await postItems(t, owner.id, await insertItems(t, [{ title: 'Closing soon' }]))
      )[0]!;
    });

    it('createNotification stores it, and GET lists the newest first', async () => {
      const db = t.services.database.db;
      const first = await createNotification(db, {
        userId: owner.id,
        title: 'Welcome',
        message: 'Your feed is ready.',
        type: 'welcome',
      });
      const second = await createNotification(db, {
        userId: owner.id,
        title: 'Deadline in 3 days',
        message: 'Closing soon closes on Friday.',
        type: 'deadline',
        postId,
      });
      expect(second).toMatchObject({ read: false, post_id: postId, user_id: owner.id });
      const response = await owner.call('GET', '/api/notifications');
      expect(response.statusCode).toBe(200);
      const list = response.json().notifications as Notification[];
      expect(list.map((n) => n.id)).toEqual([second.id, first.id]);
      expect(list[1]).toEqual(first);
      const inserts = (await eventsOf(owner.id)).filter((e) => e.table === 'notifications');
      expect(inserts.map((e) => [e.op, (e.row as Notification[])[0]!.id])).toEqual([
        ['INSERT', first.id],
        ['INSERT', second.id],
      ]);
    });

    it('createNotification refuses a post that is not the owner’s, inside a caller’s transaction too', async () => {
      const other = await signedInOwner(t, 'stranger');
      const db = t.services.database.db;
      const attempt = { userId: other.id, title: 'x', message: 'y', type: 'z', postId };
      await expect(createNotification(db, attempt)).rejects.toThrow(/not this owner/);
      await expect(db.transaction((tx) => createNotification(tx, attempt))).rejects.toThrow();
      expect(
        await db.select().from(notifications).where(eq(notifications.userId, other.id)),
      ).toHaveLength(0);
    });

    it('POST /:id/read marks one read and answers it; again is the same', async () => {
      const [target] = (await owner.call('GET', '/api/notifications')).json()
        .notifications as Notification[];
      for (let i = 0; i < 2; i++) {
        const response = await owner.call('POST', `/api/notifications/${target!.id}/read`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ...target, read: true });
      }
      const updates = (await eventsOf(owner.id)).filter((e) => e.op === 'UPDATE');
      expect(updates).toHaveLength(1);
    });

    it('POST /read-all marks the rest read and counts them', async () => {
      const response = await owner.call('POST', '/api/notifications/read-all');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updated: 1 });
      expect((await owner.call('POST', '/api/notifications/read-all')).json()).toEqual({
        updated: 0,
      });
      const list = (await owner.call('GET', '/api/notifications')).json()
        .notifications as Notification[];
      expect(list.every((n) => n.read)).toBe(true);
    });

    it('lists at most 200', async () => {
      const many = await signedInOwner(t, 'many');
      await t.services.database.db.insert(notifications).values(
        Array.from({ length: 205 }, (_, i) => ({
          userId: many.id,
          title: `N${i}`,
          message: 'm',
          type: 'test',
          createdAt: new Date(Date.now() - (205 - i) * 1000),
        })),
      );
      const list = (await many.call('GET', '/api/notifications')).json()
        .notifications as Notification[];
      expect(list).toHaveLength(200);
      expect(list[0]!.title).toBe('N204');
    });

    it('an unknown notification is a 404', async () => {
      const response = await owner.call(
        'POST',
        '/api/notifications/5b0a4a3f-1d55-4b7e-8f6c-0d3f0c1e2a77/read',
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    });
  });

  describe('feedback', () => {
    it('POST /api/feedback stores the trimmed message and score', async () => {
      const owner = await signedInOwner(t, 'feedback');
      const response = await owner.call('POST', '/api/feedback', {
        message: '  Love the deadlines on the cards.  ',
        score: 5,
      });
      expect(response.statusCode).toBe(201);
      const [row] = await t.services.database.db
        .select()
        .from(feedback)
        .where(eq(feedback.id, response.json().id));
      expect(row).toMatchObject({
        userId: owner.id,
        message: 'Love the deadlines on the cards.',
        score: 5,
      });
      const noScore = await owner.call('POST', '/api/feedback', { message: 'More events please' });
      expect(noScore.statusCode).toBe(201);
    });

    it.each([
      [{ message: '   ' }, 'Please write your feedback.'],
      [{ message: 'x'.repeat(5001) }, 'Feedback must be at most 5,000 characters.'],
      [{ message: 'ok', score: 6 }, 'score must be a whole number from 1 to 5'],
      [{ message: 'ok', score: 2.5 }, 'score must be a whole number from 1 to 5'],
      [{ message: 'ok', extra: true }, 'Send a message and, optionally, a score.'],
    ])('%j is a 400: %s', async (body, message) => {
      const owner = await signedInOwner(t, 'bad-feedback');
      const response = await owner.call('POST', '/api/feedback', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    });
  });
});
