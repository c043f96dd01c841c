/**
 * The owner's calendar feed and exports: the private feed's URL (made, replaced, revoked), the
 * feed and one post's .ics read back with ical.js, the bookmarks CSV, and the data export, which
 * must hold every row of every table that belongs to the owner (found by walking the live
 * schema) and none of anyone else's.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookmarks,
  deadlineReminders,
  feedback,
  itemChangeNotices,
  itemChanges,
  notifications,
  onboardingChats,
  realtimeEvents,
  reportPost,
  savedSearches,
  savedSearchMatches,
  users,
  weeklyReports,
} from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { sealJson } from '@thistle/core';
import { eq } from 'drizzle-orm';
import { signedInOwner, type Owner } from './dashboard-helpers.ts';
import { days, postToOwner } from './owner-tools-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

const now = Date.now();
const inDays = (n: number) => new Date(now + days(n));

/** RFC 4180 rows, for reading the CSV back independently of how it was written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe.each(testDatabaseKinds())('calendar and exports on %s', (kind) => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let eventPost: string;
  let deadlinePost: string;
  let undatedPost: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://thistle.example' });
    owner = await signedInOwner(t, 'cal');
    other = await signedInOwner(t, 'other');
    [eventPost = '', deadlinePost = '', undatedPost = ''] = await postToOwner(t, owner.id, [
      {
        title: 'Meet the Buyer: food, drink; and more',
        category: 'events',
        postedAt: inDays(-1),
        eventStart: new Date('2026-12-03T10:00:00Z'),
        eventEnd: new Date('2026-12-03T13:00:00Z'),
        location: 'Perth Concert Hall, Perth',
      },
      {
        title: `A very long grant name, "with quotes", that keeps going ${'and going '.repeat(8)}`,
        postedAt: inDays(-2),
        deadline: new Date('2026-12-12T23:59:00Z'),
        amountMaxGbp: 25_000,
        reasons: ['=HYPERLINK("x"), a formula-looking reason'],
      },
      { title: 'Pricing guide\nwith a line break', postedAt: inDays(-3) },
    ]);
    for (const id of [eventPost, deadlinePost, undatedPost]) {
      expect((await owner.call('PUT', `/api/bookmarks/${id}`)).statusCode).toBe(204);
    }
  });
  afterAll(async () => t?.close());

  it('makes, replaces and revokes the private feed address', async () => {
    expect((await owner.call('GET', '/api/settings/calendar')).json()).toEqual({ url: null });
    const made = (await owner.call('POST', '/api/settings/calendar')).json() as { url: string };
    expect(made.url).toMatch(/^https:\/\/thistle\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await owner.call('GET', '/api/settings/calendar')).json()).toEqual(made);
    const path = (url: string) => url.replace('https://thistle.example', '');
    expect((await t.app.inject({ url: path(made.url) })).statusCode).toBe(200);

    const replaced = (await owner.call('POST', '/api/settings/calendar')).json() as { url: string };
    expect(replaced.url).not.toBe(made.url);
    expect((await t.app.inject({ url: path(made.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: path(replaced.url) })).statusCode).toBe(200);

    expect((await owner.call('DELETE', '/api/settings/calendar')).json()).toEqual({ url: null });
    expect((await t.app.inject({ url: path(replaced.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/calendar/not-a-secret.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/settings/calendar' })).statusCode).toBe(401);
  });

  it('serves the bookmarks with dates as iCalendar that ical.js reads back', async () => {
    const { url } = (await owner.call('POST', '/api/settings/calendar')).json() as { url: string };
    const response = await t.app.inject({ url: url.replace('https://thistle.example', '') });
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Thistle: your bookmarks');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    const meet = events.find((e) => e.summary.startsWith('Meet the Buyer'))!;
    expect(meet.summary).toBe('Meet the Buyer: food, drink; and more');
    expect(meet.startDate.toJSDate().toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(meet.endDate.toJSDate().toISOString()).toBe('2026-12-03T13:00:00.000Z');
    expect(meet.location).toBe('Perth Concert Hall, Perth');
    const closes = events.find((e) => e.summary.startsWith('Closes:'))!;
    expect(closes.summary).toBe(
      `Closes: A very long grant name, "with quotes", that keeps going ${'and going '.repeat(8)}`,
    );
    expect(closes.startDate.isDate).toBe(true);
    expect(closes.startDate.toString()).toBe('2026-12-12');
    expect(closes.uid).toMatch(/-deadline@thistle\.example$/);
    expect(closes.description).toContain('Up to £25,000');
  });

  it('gives one post as an .ics to its owner only', async () => {
    const response = await owner.call('GET', `/api/posts/${eventPost}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="thistle-/);
    const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect((await other.call('GET', `/api/posts/${eventPost}/calendar.ics`)).statusCode).toBe(404);
    const undated = await owner.call('GET', `/api/posts/${undatedPost}/calendar.ics`);
    expect(undated.statusCode).toBe(404);
    expect(undated.json()).toMatchObject({ error: { code: 'no_dates' } });
    expect((await t.app.inject({ url: `/api/posts/${eventPost}/calendar.ics` })).statusCode).toBe(
      401,
    );
  });

  it('exports the bookmarks as CSV that reads back field for field', async () => {
    const response = await owner.call('GET', '/api/bookmarks.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([
      'bookmarked_at',
      'title',
      'organisation',
      'category',
      'deadline',
      'event_start',
      'amount_max_gbp',
      'link',
      'reason',
    ]);
    expect(rows).toHaveLength(4);
    const grant = rows.find((r) => r[1]!.startsWith('A very long grant'))!;
    expect(grant[1]).toContain('"with quotes"');
    expect(grant[4]).toBe('2026-12-12T23:59:00.000Z');
    expect(grant[6]).toBe('25000');
    expect(grant[8]).toBe(`'=HYPERLINK("x"), a formula-looking reason`);
    expect(rows.find((r) => r[1]!.startsWith('Pricing'))![1]).toBe(
      'Pricing guide\nwith a line break',
    );
    const theirs = parseCsv((await other.call('GET', '/api/bookmarks.csv')).body.slice(1));
    expect(theirs).toHaveLength(1);
  });

  it('exports every row of every table that holds the owner’s data, and nothing of anyone else’s', async () => {
    const db = t.services.database.db;
    const key = t.services.secrets.dataKey;
    async function fill(o: Owner, tag: string) {
      const [p] = await postToOwner(t, o.id, [{ title: `Export ${tag}`, postedAt: inDays(-1) }]);
      await db.insert(bookmarks).values({ userId: o.id, postId: p! }).onConflictDoNothing();
      await db.insert(notifications).values({ userId: o.id, title: 'Hi', message: tag, type: 'x' });
      await db.insert(reportPost).values({ userId: o.id, postId: p!, title: 'Bad', message: tag });
      await db
        .insert(weeklyReports)
        .values({ userId: o.id, weekStart: '2026-11-16', subject: tag, html: '<p/>', text: tag });
      await db
        .insert(onboardingChats)
        .values({ userId: o.id, sealedMessages: sealJson(key, [{ role: 'user', content: tag }]) });
      await db.insert(feedback).values({ userId: o.id, message: tag });
      const [search] = await db
        .insert(savedSearches)
        .values({ userId: o.id, query: tag, deliver: 'report' })
        .returning();
      await db
        .insert(savedSearchMatches)
        .values({ searchId: search!.id, userId: o.id, postId: p! });
      await db
        .update(users)
        .set({ sensitiveProfile: sealJson(key, { religion: `faith ${tag}` }) })
        .where(eq(users.id, o.id));
      await db
        .insert(realtimeEvents)
        .values({ userId: o.id, table: 'notifications', op: 'INSERT', row: { tag } });
      return p!;
    }
    const mine = await fill(owner, 'mine');
    await fill(other, 'theirs');
    // Tables keyed through an item: a reminder and a change notice.
    const [{ item_id: itemId } = { item_id: '' }] = await t.services.database.query<{
      item_id: string;
    }>('select item_id from posts where id = $1', [mine]);
    await db
      .insert(deadlineReminders)
      .values({ userId: owner.id, itemId, daysBefore: 14, deadline: inDays(14) });
    const [change] = await db
      .insert(itemChanges)
      .values({ itemId, field: 'amount', before: '1', after: '2' })
      .returning();
    await db.insert(itemChangeNotices).values({ userId: owner.id, changeId: change!.id });

    const response = await owner.call('GET', '/api/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="thistle-export-/,
    );
    const exported = response.json() as {
      user_id: string;
      left_out: { table: string; column: string }[];
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.user_id).toBe(owner.id);

    const tables = await t.services.database.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    for (const { table_name: table } of [{ table_name: 'users' }, ...tables]) {
      const column = table === 'users' ? 'id' : 'user_id';
      const [{ n } = { n: 0 }] = await t.services.database.query<{ n: number | string }>(
        `select count(*) as n from "${table}" where "${column}" = $1`,
        [owner.id],
      );
      expect(Number(n), table).toBeGreaterThan(0);
      expect(exported.tables[table], table).toHaveLength(Number(n));
      for (const row of exported.tables[table]!) expect(row[column], table).toBe(owner.id);
    }
    const text = response.body;
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('theirs');
    for (const rows of Object.values(exported.tables)) {
      for (const row of rows) {
        for (const secret of ['password_hash', 'token_hash', 'calendar_secret']) {
          expect(row).not.toHaveProperty(secret);
        }
      }
    }
    expect(exported.left_out).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'users', column: 'password_hash' }),
        expect.objectContaining({ table: 'refresh_tokens', column: 'token_hash' }),
      ]),
    );
    expect(exported.tables.users![0]!.sensitive_profile).toEqual({ religion: 'faith mine' });
    expect(exported.tables.onboarding_chats![0]!.sealed_messages).toEqual([
      { role: 'user', content: 'mine' },
    ]);
    expect((await t.app.inject({ url: '/api/export' })).statusCode).toBe(401);
  });
});
