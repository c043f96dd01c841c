import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { items, posts, users } from '@thistle/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@thistle/db/testing';
import {
  baselineMatch,
  baselineScore,
  fanOutItems,
  regionReason,
} from '../src/feed/baseline-ranking.ts';

const NOW = new Date('2027-01-10T12:00:00Z');
const base = {
  regions: ['scotland'],
  stages: [] as string[],
  sectors: [] as string[],
  topics: ['export-international'],
  deadline: null as Date | null,
  publishedAt: NOW,
  createdAt: NOW,
};
const user = {
  regions: ['tayside-fife'],
  stage: 'startup',
  sectors: ['food-drink'],
  topicsNeeded: ['export-international'],
};

describe('baseline eligibility', () => {
  it.each([
    [['scotland'], ['tayside-fife'], 'Open to businesses across Scotland'],
    [['uk'], ['tayside-fife'], 'Open to businesses across the UK'],
    [['uk'], [], 'Open to businesses across the UK'],
    [['tayside-fife'], ['tayside-fife'], 'For businesses in Tayside & Fife'],
    [['tayside-fife'], ['scotland'], 'For businesses in Tayside & Fife'],
    [['glasgow-clyde'], [], 'For businesses in Glasgow & Clyde'],
    [[], ['wales'], 'Open to businesses anywhere'],
    [['glasgow-clyde'], ['tayside-fife'], null],
    [['wales'], ['tayside-fife'], null],
    [['scotland'], ['england'], null],
  ])('item %j for a user in %j: %s', (itemRegions, userRegions, reason) => {
    expect(regionReason(itemRegions, userRegions)).toBe(reason);
  });

  it('rules out a contradicting stage or sector, or a passed deadline', () => {
    expect(baselineMatch({ ...base, stages: ['established'] }, user, NOW)).toBeNull();
    expect(baselineMatch({ ...base, sectors: ['creative-industries'] }, user, NOW)).toBeNull();
    expect(
      baselineMatch({ ...base, deadline: new Date('2027-01-09T17:00:00Z') }, user, NOW),
    ).toBeNull();
    expect(
      baselineMatch({ ...base, stages: ['startup'], sectors: ['food-drink'] }, user, NOW)?.reasons,
    ).toEqual([
      'Open to businesses across Scotland',
      'Suits a business at the Start-up stage',
      'For Food & Drink',
      'Matches your interest in Export & International Trade',
    ]);
  });

  it('scores a near deadline and a fresh item higher', () => {
    const soon = baselineScore({ ...base, deadline: new Date('2027-01-17T17:00:00Z') }, NOW);
    const later = baselineScore({ ...base, deadline: new Date('2027-02-28T17:00:00Z') }, NOW);
    const none = baselineScore(base, NOW);
    const old = baselineScore({ ...base, publishedAt: new Date('2026-12-20T12:00:00Z') }, NOW);
    expect(soon).toBeGreaterThan(later);
    expect(later).toBeGreaterThan(none);
    expect(none).toBe(1);
    expect(old).toBeLessThan(none);
  });
});

describe.each(testDatabaseKinds())('fan-out of new items on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('posts each item to every verified user it fits, once', async () => {
    const verified = new Date();
    const [fife, glasgow, blank] = await database.db
      .insert(users)
      .values([
        { email: 'fife@example.com', emailVerifiedAt: verified, regions: ['tayside-fife'] },
        { email: 'glasgow@example.com', emailVerifiedAt: verified, regions: ['glasgow-clyde'] },
        { email: 'blank@example.com', emailVerifiedAt: verified },
      ])
      .returning();
    await database.db
      .insert(users)
      .values({ email: 'unverified@example.com', regions: ['tayside-fife'] });
    const made = await database.db
      .insert(items)
      .values([
        { title: 'Scotland-wide grant', category: 'funding', regions: ['scotland'] },
        { title: 'Fife breakfast', category: 'events', regions: ['tayside-fife'] },
      ])
      .returning();
    const ids = made.map((i) => i.id);
    expect(await fanOutItems(database.db, ids)).toBe(5);
    expect(await fanOutItems(database.db, ids)).toBe(0);
    const count = async (userId: string) =>
      (await database.db.select().from(posts).where(eq(posts.userId, userId))).length;
    expect(await count(fife!.id)).toBe(2);
    expect(await count(glasgow!.id)).toBe(1);
    expect(await count(blank!.id)).toBe(2);
    const [post] = await database.db.select().from(posts).where(eq(posts.userId, glasgow!.id));
    expect(post!.reasons[0]).toBe('Open to businesses across Scotland');
    expect(post!.score).toBeGreaterThan(0);
  });
});
