/**
 * publishChange: the event row and its NOTIFY belong to the caller's transaction (a rolled-back
 * change announces nothing), the purge keeps a day of events, and the feed's small rules
 * (categories, expiry) hold on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { items, realtimeEvents, users } from '@thistle/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@thistle/db/testing';
import { AppError } from '@thistle/shared';
import {
  REALTIME_CHANNEL,
  eventsAfter,
  publishChange,
  purgeOldRealtimeEvents,
} from '../src/realtime/index.ts';
import { resolveCategory } from '../src/feed/categories.ts';
import { liveItem } from '../src/feed/live-items.ts';

const NOW = new Date('2027-01-10T12:00:00Z');
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('realtime events (%s)', (kind) => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [user] = await database.db
      .insert(users)
      .values({ email: 'events@example.com' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => database?.close());

  it('a rolled-back change leaves no event and sends no NOTIFY; a committed one does both', async () => {
    const heard: string[] = [];
    let wake: () => void = () => {};
    const unlisten = await database.listen(REALTIME_CHANNEL, (payload) => {
      heard.push(payload);
      wake();
    });
    try {
      const row = {
        id: userId,
        email: 'events@example.com',
        first_name: null,
        last_name: null,
        summary: null,
      };
      await expect(
        database.db.transaction(async (tx) => {
          await publishChange(tx, userId, 'users', 'UPDATE', [{ ...row, first_name: 'Gone' }]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const arrived = new Promise<void>((resolve) => (wake = resolve));
      await database.db.transaction((tx) =>
        publishChange(tx, userId, 'users', 'UPDATE', [{ ...row, first_name: 'Kept' }]),
      );
      await arrived;
      const events = await eventsAfter(database.db, userId, 0);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        table: 'users',
        op: 'UPDATE',
        rows: [{ first_name: 'Kept' }],
      });
      // The first NOTIFY heard is the committed event's: the rolled-back one never went out.
      expect(heard[0]).toBe(`${userId}:${events[0]!.id}`);
    } finally {
      await unlisten();
    }
  });

  it('publishing no rows writes nothing', async () => {
    const before = await eventsAfter(database.db, userId, 0);
    await publishChange(database.db, userId, 'posts', 'INSERT', []);
    expect(await eventsAfter(database.db, userId, 0)).toEqual(before);
  });

  it('the purge deletes events older than a day and keeps the rest', async () => {
    const now = new Date();
    await database.db.insert(realtimeEvents).values([
      {
        userId,
        table: 'users',
        op: 'UPDATE',
        row: [],
        createdAt: new Date(now.getTime() - 25 * HOUR),
      },
      {
        userId,
        table: 'users',
        op: 'UPDATE',
        row: [],
        createdAt: new Date(now.getTime() - 23 * HOUR),
      },
    ]);
    const before = (await eventsAfter(database.db, userId, 0)).length;
    expect(await purgeOldRealtimeEvents(database.db, now)).toBe(1);
    expect((await eventsAfter(database.db, userId, 0)).length).toBe(before - 1);
  });

  it('an item is live until its deadline, its end, or a day after an undated start', async () => {
    const cases: [string, Partial<typeof items.$inferInsert>, boolean][] = [
      ['no dates', {}, true],
      ['deadline ahead', { deadline: new Date(NOW.getTime() + HOUR) }, true],
      ['deadline passed', { deadline: new Date(NOW.getTime() - HOUR) }, false],
      ['started 23 h ago, no end', { eventStart: new Date(NOW.getTime() - 23 * HOUR) }, true],
      ['started 25 h ago, no end', { eventStart: new Date(NOW.getTime() - 25 * HOUR) }, false],
      [
        'started 3 days ago, ends tomorrow',
        {
          eventStart: new Date(NOW.getTime() - 72 * HOUR),
          eventEnd: new Date(NOW.getTime() + 24 * HOUR),
        },
        true,
      ],
      [
        'ended an hour ago',
        {
          eventStart: new Date(NOW.getTime() - 3 * HOUR),
          eventEnd: new Date(NOW.getTime() - HOUR),
        },
        false,
      ],
    ];
    for (const [name, dates, live] of cases) {
      const [item] = await database.db
        .insert(items)
        .values({ title: name, category: 'events', ...dates })
        .returning({ id: items.id });
      const found = await database.db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.id, item!.id), liveItem(NOW)));
      expect(found.length === 1, name).toBe(live);
    }
  });
});

describe('category names', () => {
  it.each([
    ['funding', 'funding'],
    ['FUNDING', 'funding'],
    ['  Funding opportunities ', 'funding'],
    ['courses-guides', 'courses-guides'],
    ['Courses & Guides', 'courses-guides'],
    ['Resources & Guides', 'courses-guides'],
    ['events & networks', 'events'],
    ['Market Insights', 'market-insights'],
  ])('%j is %s', (name, id) => {
    expect(resolveCategory(name)).toBe(id);
  });

  it('anything else is a 400 naming the categories', () => {
    expect(() => resolveCategory('grants')).toThrow(AppError);
    expect(() => resolveCategory('')).toThrow(
      'Unknown category "". Use one of: Funding, Events, Market Insights, Courses & Guides.',
    );
  });
});
