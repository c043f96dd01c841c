/**
 * Deleting an account removes every row that belongs to the user in every table. The test
 * walks the live schema (information_schema) rather than a list, so a table added later that
 * forgets its ON DELETE CASCADE fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookmarks,
  deadlineReminders,
  feedback,
  itemChangeNotices,
  itemChanges,
  items,
  realtimeEvents,
  savedSearches,
  savedSearchMatches,
  notifications,
  onboardingChats,
  posts,
  reportPost,
  weeklyReports,
} from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { createTestApp, type TestApp } from './support.ts';
import { PASSWORD, bearer, mailsTo, post, registeredUser, signIn } from './auth-helpers.ts';

describe.each(testDatabaseKinds())('account deletion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** Every public table with a user_id column, plus users itself (keyed by id). */
  async function userTables(): Promise<{ table: string; column: string }[]> {
    const rows = await t.services.database.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    return [
      { table: 'users', column: 'id' },
      ...rows.map((r) => ({ table: r.table_name, column: 'user_id' })),
    ];
  }

  async function rowsOf(userId: string) {
    const counts: Record<string, number> = {};
    for (const { table, column } of await userTables()) {
      const [row] = await t.services.database.query<{ n: number | string }>(
        `select count(*) as n from "${table}" where "${column}" = $1`,
        [userId],
      );
      counts[table] = Number(row!.n);
    }
    return counts;
  }

  /** A row in every table a user can own: feed, bookmarks, notifications, reports, chat, searches. */
  async function seed(userId: string, tag: string) {
    const db = t.services.database.db;
    const [item] = await db
      .insert(items)
      .values({
        title: `Grant ${tag}`,
        category: 'Funding',
        canonicalLink: `https://example.org/${tag}`,
      })
      .returning();
    const [p] = await db.insert(posts).values({ userId, itemId: item!.id }).returning();
    await db.insert(bookmarks).values({ userId, postId: p!.id });
    await db
      .insert(notifications)
      .values({ userId, title: 'New grant', message: 'Hello', type: 'post' });
    await db
      .insert(reportPost)
      .values({ userId, postId: p!.id, title: 'Broken', message: 'Link 404s' });
    await db
      .insert(weeklyReports)
      .values({ userId, weekStart: '2026-11-16', subject: 'Week', html: '<p>x</p>', text: 'x' });
    await db.insert(onboardingChats).values({ userId, sealedMessages: 'sealed-chat' });
    await db.insert(feedback).values({ userId, message: 'Lovely', score: 5 });
    const [search] = await db
      .insert(savedSearches)
      .values({ userId, query: 'export', deliver: 'report' })
      .returning();
    await db.insert(savedSearchMatches).values({ searchId: search!.id, userId, postId: p!.id });
    const [change] = await db
      .insert(itemChanges)
      .values({ itemId: item!.id, field: 'amount', before: '1', after: '2' })
      .returning();
    await db.insert(itemChangeNotices).values({ userId, changeId: change!.id });
    await db
      .insert(deadlineReminders)
      .values({ userId, itemId: item!.id, daysBefore: 14, deadline: new Date('2027-01-31') });
    await db
      .insert(realtimeEvents)
      .values({ userId, table: 'notifications', op: 'INSERT', row: { id: 'x' } });
  }

  it('every user_id column references users with ON DELETE CASCADE', async () => {
    const rows = await t.services.database.query<{
      table_name: string;
      delete_rule: string | null;
      ref: string | null;
    }>(
      `select c.table_name, rc.delete_rule, ccu.table_name as ref
         from information_schema.columns c
         left join information_schema.key_column_usage kcu
           on kcu.table_schema = c.table_schema and kcu.table_name = c.table_name and kcu.column_name = c.column_name
         left join information_schema.referential_constraints rc
           on rc.constraint_schema = kcu.constraint_schema and rc.constraint_name = kcu.constraint_name
         left join information_schema.constraint_column_usage ccu
           on ccu.constraint_schema = rc.unique_constraint_schema and ccu.constraint_name = rc.unique_constraint_name
        where c.table_schema = 'public' and c.column_name = 'user_id' and rc.constraint_name is not null`,
    );
    const tables = (await userTables()).filter((x) => x.table !== 'users').map((x) => x.table);
    for (const table of tables) {
      expect(
        rows.find((r) => r.table_name === table),
        table,
      ).toMatchObject({ delete_rule: 'CASCADE', ref: 'users' });
    }
  });

  it('removes every row of the deleted user, keeps the other user, and the address can register again', async () => {
    const a = await registeredUser(t);
    const b = await registeredUser(t);
    await seed(a.session.user.id, `a-${kind}`);
    await seed(b.session.user.id, `b-${kind}`);
    const second = (await signIn(t, a.email)).json();
    await post(t, '/api/auth/recover', { email: a.email }); // an outstanding reset link and mail

    const before = await rowsOf(a.session.user.id);
    for (const table of [
      'users',
      'refresh_tokens',
      'email_tokens',
      'outbox',
      'posts',
      'bookmarks',
      'notifications',
      'report_post',
      'weekly_reports',
      'onboarding_chats',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(a.session.access_token),
    });
    expect(deleted.statusCode).toBe(204);

    const after = await rowsOf(a.session.user.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const other = await rowsOf(b.session.user.id);
    for (const table of Object.keys(before)) expect(other[table], table).toBeGreaterThan(0);

    // All of A's tokens are dead, on every device.
    for (const token of [a.session.access_token, second.access_token]) {
      expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    }
    for (const refresh of [a.session.refresh_token, second.refresh_token]) {
      const r = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: refresh,
      });
      expect(r.statusCode).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: bearer(a.session.access_token),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/me', headers: bearer(b.session.access_token) })).statusCode,
    ).toBe(200);

    // The address is free: it registers again from scratch.
    expect(await mailsTo(t, a.email)).toEqual([]);
    const again = await post(t, '/api/auth/signup', { email: a.email, password: PASSWORD });
    expect(again.statusCode).toBe(201);
    expect((await mailsTo(t, a.email))[0]!.subject).toBe('Verify your email address for Thistle');
  });

  it('another user cannot delete someone else: the route only ever deletes the caller', async () => {
    const a = await registeredUser(t);
    const b = await registeredUser(t);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(b.session.access_token),
      payload: { userId: a.session.user.id },
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/me', headers: bearer(a.session.access_token) })).statusCode,
    ).toBe(200);
    expect((await rowsOf(b.session.user.id)).users).toBe(0);
  });
});
