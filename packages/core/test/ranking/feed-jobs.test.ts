/**
 * The ranking jobs on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 * new items into verified owners' feeds, notifications and their cap, a whole feed ranked again
 * after a profile change or a reaction, and expiry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  bookmarks,
  items,
  notifications,
  posts,
  realtimeEvents,
  users,
  type Db,
} from '@thistle/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@thistle/db/testing';
import type { Post } from '@thistle/shared';
import { listPosts } from '../../src/feed/list-posts.ts';
import { postsByIds } from '../../src/feed/post-view.ts';
import { rankNewItems } from '../../src/feed/ranking/rank-new-items.ts';
import { NO_LONGER_FITS_SCORE, refreshOwnerFeed } from '../../src/feed/ranking/refresh-owner.ts';
import { reactToPost } from '../../src/feed/react-to-post.ts';
import { refreshOwnerJob } from '../../src/feed/refresh-owner.job.ts';
import { seedNewOwnerFeed } from '../../src/feed/seed-feed.ts';
import { sealJson, unsealJson } from '../../src/security/sealed.ts';
import { NEW_MATCHES_PER_DAY } from '../../src/notifications/new-match.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
let serial = 0;

type ItemFields = Partial<typeof items.$inferInsert> & { title: string };

async function addItems(db: Db, list: ItemFields[]): Promise<string[]> {
  const rows = await db
    .insert(items)
    .values(
      list.map((fields) => ({
        category: 'funding',
        canonicalLink: `example.org/ranking/${++serial}`,
        regions: ['scotland'],
        publishedAt: days(-3),
        ...fields,
      })),
    )
    .returning({ id: items.id });
  return rows.map((r) => r.id);
}

interface OwnerFields {
  verified?: boolean;
  regions?: string[];
  stage?: string | null;
  sectors?: string[];
  topicsNeeded?: string[];
  location?: string;
}

async function addOwner(db: Db, fields: OwnerFields = {}): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: `owner-${++serial}@example.com`,
      emailVerifiedAt: fields.verified === false ? null : days(-30),
      regions: fields.regions ?? [],
      stage: fields.stage ?? null,
      sectors: fields.sectors ?? [],
      topicsNeeded: fields.topicsNeeded ?? [],
      profile: fields.location ? { businessDetails: { business_location: fields.location } } : {},
    })
    .returning({ id: users.id });
  return row!.id;
}

const fifeFoodStartUp: OwnerFields = {
  regions: ['tayside-fife'],
  stage: 'startup',
  sectors: ['food-drink'],
  topicsNeeded: ['export-international'],
  location: 'Kirkcaldy',
};

/** An item aimed squarely at fifeFoodStartUp, closing soon: a notification-worthy match. */
const strongMatch = (title: string): ItemFields => ({
  title,
  group: 'Fife Council',
  regions: ['tayside-fife'],
  stages: ['startup'],
  sectors: ['food-drink'],
  topics: ['export-international'],
  deadline: days(9),
  amountMaxGbp: 20_000,
  publishedAt: days(-1),
});

const postsOf = (db: Db, userId: string) =>
  db
    .select({
      itemId: posts.itemId,
      score: posts.score,
      reasons: posts.reasons,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(eq(posts.userId, userId));

describe.each(testDatabaseKinds())('ranking jobs on %s', (kind) => {
  // A database each: every live item is a candidate for every refresh.
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
  });

  it('posts new items to every verified owner they fit, once, with one event per owner', async () => {
    const fife = await addOwner(db, fifeFoodStartUp);
    const glasgow = await addOwner(db, { regions: ['glasgow-clyde'], location: 'Govan' });
    const blank = await addOwner(db);
    const unverified = await addOwner(db, { ...fifeFoodStartUp, verified: false });
    const [scotland, fifeOnly, glasgowOnly, expired, wales] = await addItems(db, [
      { title: 'A Scotland-wide grant', publishedAt: days(-40) },
      { title: 'Fife growth grant', group: 'Fife Council', regions: ['tayside-fife'] },
      { title: 'Glasgow start-up grant', regions: ['glasgow-clyde'] },
      { title: 'Closed last week', deadline: days(-7) },
      { title: 'A Welsh grant', regions: ['wales'] },
    ]);
    const all = [scotland!, fifeOnly!, glasgowOnly!, expired!, wales!];
    const summary = await rankNewItems(db, all, NOW);
    const itemsOf = async (userId: string) =>
      (await postsOf(db, userId)).map((p) => p.itemId).sort();
    expect(await itemsOf(fife)).toEqual([scotland, fifeOnly].sort());
    expect(await itemsOf(glasgow)).toEqual([scotland, glasgowOnly].sort());
    // No profile yet: every live item, wherever it is for.
    expect(await itemsOf(blank)).toEqual([scotland, fifeOnly, glasgowOnly, wales].sort());
    expect(await itemsOf(unverified)).toEqual([]);
    expect(summary.posts).toBe(8);
    expect((await rankNewItems(db, all, NOW)).posts).toBe(0);

    const [fifePost] = (await postsOf(db, fife)).filter((p) => p.itemId === fifeOnly);
    expect(fifePost!.reasons[0]).toBe('For businesses in Fife');
    expect(fifePost!.score).toBeGreaterThan(0);
    // A post is dated when its item was published, so "newest" means the item's age.
    const [scotlandPost] = (await postsOf(db, fife)).filter((p) => p.itemId === scotland);
    expect(scotlandPost!.createdAt.toISOString()).toBe(days(-40).toISOString());

    const events = await db
      .select({ userId: realtimeEvents.userId, rows: realtimeEvents.row })
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.table, 'posts'), eq(realtimeEvents.op, 'INSERT')));
    for (const owner of [fife, glasgow, blank]) {
      const mine = events.filter((e) => e.userId === owner);
      expect(mine.length).toBe(1);
      // The event holds the posts exactly as the API reads them back.
      const announced = mine[0]!.rows as Post[];
      const stored = await postsByIds(
        db,
        owner,
        announced.map((p) => p.id),
      );
      const byId = (list: Post[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(announced)).toEqual(byId(stored));
    }
  });

  it('notifies an owner of the best new post of a batch only, at most 3 a day', async () => {
    const owner = await addOwner(db, fifeFoodStartUp);
    const blank = await addOwner(db);
    const sent = async () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner), eq(notifications.type, 'new_match')));
    // A big crawl: many good items in one batch still make one notification.
    const batch = await addItems(db, [
      strongMatch('Export grant for Fife food start-ups'),
      { ...strongMatch('Export advice clinic'), deadline: null, amountMaxGbp: null },
      ...Array.from({ length: 6 }, (_, i) => strongMatch(`Another export fund ${i}`)),
    ]);
    await rankNewItems(db, batch, NOW);
    const [first] = await sent();
    expect((await sent()).length).toBe(1);
    expect(first!.title).toMatch(/^New funding you may be eligible for: /);
    expect(first!.message).toContain('For food and drink start-ups in Fife');
    expect(first!.postId).not.toBeNull();
    for (let i = 0; i < 4; i++) {
      await rankNewItems(db, await addItems(db, [strongMatch(`Grant round ${i}`)]), NOW);
    }
    expect((await sent()).length).toBe(NEW_MATCHES_PER_DAY);
    // The next London day, the owner may hear of good news again.
    await rankNewItems(db, await addItems(db, [strongMatch('Tomorrow’s grant')]), days(1));
    expect((await sent()).length).toBe(NEW_MATCHES_PER_DAY + 1);
    // An owner with no profile has no matches; a weak item is no match; an expired one never reaches anyone.
    const weak = await addItems(db, [
      { title: 'Survey results', category: 'market-insights', regions: ['uk'] },
    ]);
    const gone = await addItems(db, [{ ...strongMatch('Closed grant'), deadline: days(-1) }]);
    const before = (await sent()).length;
    await rankNewItems(db, [...weak, ...gone], days(2));
    expect((await sent()).length).toBe(before);
    const blankNotified = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, blank));
    expect(blankNotified).toEqual([]);
  });

  it('a new item a profile refresh posted first is still notified, once', async () => {
    const owner = await addOwner(db, fifeFoodStartUp);
    const newMatches = () =>
      db
        .select({ postId: notifications.postId })
        .from(notifications)
        .where(and(eq(notifications.userId, owner), eq(notifications.type, 'new_match')));
    // The crawl stores the item; the owner's refresh (they just edited their profile) runs
    // before the crawl's rank job and gives them the post.
    const [fresh] = await addItems(db, [strongMatch('Fife food export grant')]);
    await refreshOwnerFeed(db, owner, NOW);
    const [post] = await postsOf(db, owner);
    expect(post?.itemId).toBe(fresh);
    expect(await newMatches()).toEqual([]);
    await rankNewItems(db, [fresh!], NOW);
    const sent = await newMatches();
    expect(sent.length).toBe(1);
    // A job run again (a retry) tells nobody twice.
    await rankNewItems(db, [fresh!], NOW);
    expect(await newMatches()).toEqual(sent);
  });

  it('ranks a whole feed again after a profile change: new items in, others out or demoted', async () => {
    const owner = await addOwner(db, fifeFoodStartUp);
    const [fifeA, fifeB, glasgowA, scotland] = await addItems(db, [
      { title: 'Fife grant A', group: 'Fife Council', regions: ['tayside-fife'] },
      { title: 'Fife grant B', group: 'Fife Council', regions: ['tayside-fife'] },
      { title: 'Glasgow grant', group: 'Glasgow City Council', regions: ['glasgow-clyde'] },
      { title: 'Scottish grant', regions: ['scotland'] },
    ]);
    await refreshOwnerFeed(db, owner, NOW);
    const ids = async () => (await postsOf(db, owner)).map((p) => p.itemId);
    expect(await ids()).toEqual(expect.arrayContaining([fifeA, fifeB, scotland]));
    expect(await ids()).not.toContain(glasgowA);
    // The owner bookmarks one Fife post, then moves the business to Glasgow.
    const [kept] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, owner), eq(posts.itemId, fifeA!)));
    await db.insert(bookmarks).values({ userId: owner, postId: kept!.id });
    await db
      .update(users)
      .set({
        regions: ['glasgow-clyde'],
        profile: { businessDetails: { business_location: 'Govan' } },
      })
      .where(eq(users.id, owner));
    const summary = await refreshOwnerFeed(db, owner, NOW);
    expect(summary).toMatchObject({ created: 1, removed: 1, demoted: 1 });
    expect(await ids()).toEqual(expect.arrayContaining([fifeA, glasgowA, scotland]));
    expect(await ids()).not.toContain(fifeB);
    const page = await listPosts(db, owner, { sort: 'rank', limit: 10, now: NOW });
    expect(page.posts.at(-1)).toMatchObject({
      item_id: fifeA,
      score: NO_LONGER_FITS_SCORE,
      reasons: ['No longer matches your profile'],
    });
    expect(page.posts[0]!.score).toBeGreaterThan(0);
    const ops = await db
      .select({ op: realtimeEvents.op })
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, owner), eq(realtimeEvents.table, 'posts')));
    expect(ops.map((o) => o.op)).toEqual(expect.arrayContaining(['INSERT', 'UPDATE', 'DELETE']));
  });

  it('a dislike teaches the weights and pushes similar posts down; the reaction enqueues a refresh', async () => {
    const owner = await addOwner(db, { ...fifeFoodStartUp, topicsNeeded: ['procurement-tenders'] });
    const [disliked, similar, unrelated] = await addItems(db, [
      {
        title: 'Meet the Buyer: public contracts',
        group: 'Supplier Network',
        category: 'events',
        topics: ['procurement-tenders'],
      },
      {
        title: 'Meet the Buyer: health boards',
        group: 'Supplier Network',
        category: 'events',
        topics: ['procurement-tenders'],
      },
      { title: 'Export grant', category: 'funding', topics: ['export-international'] },
    ]);
    await refreshOwnerFeed(db, owner, NOW);
    const scores = async () =>
      Object.fromEntries((await postsOf(db, owner)).map((p) => [p.itemId, p.score]));
    const before = await scores();
    const [post] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, owner), eq(posts.itemId, disliked!)));
    const enqueue = vi.fn(async () => {});
    await reactToPost(db, owner, post!.id, { like: 'DISLIKE', relevance: 'LOW' }, enqueue);
    expect(enqueue).toHaveBeenCalledWith(refreshOwnerJob, { userId: owner });
    await refreshOwnerFeed(db, owner, NOW);
    const after = await scores();
    const [stored] = await db
      .select({ weights: users.rankingWeights })
      .from(users)
      .where(eq(users.id, owner));
    expect(
      (stored!.weights as { organisation: Record<string, number> }).organisation[
        'supplier network'
      ],
    ).toBeLessThan(0);
    expect(after[similar!]!).toBeLessThan(before[similar!]! - 10);
    expect(after[unrelated!]).toBeCloseTo(before[unrelated!]!, 3);
    expect(after[disliked!]!).toBeLessThan(after[similar!]!);
    // Clearing the dislike gives the similar post its place back.
    await reactToPost(db, owner, post!.id, { like: null, relevance: null });
    await refreshOwnerFeed(db, owner, NOW);
    expect((await scores())[similar!]).toBeCloseTo(before[similar!]!, 3);
  });

  it('a new owner’s first feed holds every live item they fit, even after a rank job got there first', async () => {
    const [older, alsoOlder] = await addItems(db, [
      { title: 'Older Scottish grant' },
      { title: 'Older UK guide', category: 'courses-guides', regions: ['uk'] },
    ]);
    const owner = await addOwner(db, fifeFoodStartUp);
    const [fresh] = await addItems(db, [{ title: 'Fresh grant' }]);
    await rankNewItems(db, [fresh!], NOW);
    expect((await postsOf(db, owner)).length).toBe(1);
    // Having a post, the owner is never seeded by the first page; verification's refresh does it.
    expect(await seedNewOwnerFeed(db, owner, NOW)).toBeNull();
    await refreshOwnerFeed(db, owner, NOW);
    expect((await postsOf(db, owner)).map((p) => p.itemId)).toEqual(
      expect.arrayContaining([older, alsoOlder, fresh]),
    );
  });

  it('expired items leave the ranked feed but stay in newest; a refresh leaves their posts alone', async () => {
    const owner = await addOwner(db, fifeFoodStartUp);
    const [soon, open] = await addItems(db, [
      { title: 'Closes tomorrow', deadline: days(1) },
      { title: 'Open all year' },
    ]);
    await refreshOwnerFeed(db, owner, NOW);
    const later = days(3);
    const ranked = await listPosts(db, owner, { sort: 'rank', limit: 10, now: later });
    expect(ranked.posts.map((p) => p.item_id)).toEqual([open]);
    const newest = await listPosts(db, owner, { sort: 'newest', limit: 10, now: later });
    expect(newest.posts.map((p) => p.item_id).sort()).toEqual([soon, open].sort());
    await refreshOwnerFeed(db, owner, later);
    expect((await postsOf(db, owner)).map((p) => p.itemId).sort()).toEqual([soon, open].sort());
  });

  it('offers kept for women reach an owner who said she is one, through her sealed answers', async () => {
    const key = Buffer.alloc(32, 9);
    const open = (sealed: string) => unsealJson<Record<string, string>>(key, sealed);
    const her = await addOwner(db, fifeFoodStartUp);
    const unsaid = await addOwner(db, fifeFoodStartUp);
    await db
      .update(users)
      .set({ sensitiveProfile: sealJson(key, { gender: 'Female' }) })
      .where(eq(users.id, her));
    const [womensFund] = await addItems(db, [
      {
        ...strongMatch('Grants for women-led food businesses in Fife'),
        body: 'This fund is open only to businesses led by women. Apply for up to £20,000.',
      },
    ]);
    await rankNewItems(db, [womensFund!], NOW, open);
    const [hers] = await postsOf(db, her);
    const [theirs] = await postsOf(db, unsaid);
    expect(hers!.score).toBeGreaterThan(0);
    expect(theirs?.score ?? -Infinity).toBeLessThan(hers!.score - 20);
    // Without the key the same owner is ranked as one who did not say.
    const again = await addOwner(db, fifeFoodStartUp);
    await db
      .update(users)
      .set({ sensitiveProfile: sealJson(key, { gender: 'Female' }) })
      .where(eq(users.id, again));
    await rankNewItems(db, [womensFund!], NOW);
    const [withoutKey] = await postsOf(db, again);
    expect(withoutKey?.score ?? -Infinity).toBeLessThan(hers!.score - 20);
  });

  it('the default order is the ranking: the best fit first', async () => {
    const owner = await addOwner(db, fifeFoodStartUp);
    const [plain, aimed] = await addItems(db, [
      { title: 'Survey of Scottish firms', category: 'market-insights', publishedAt: days(-1) },
      strongMatch('Export grant for Fife food start-ups'),
    ]);
    await refreshOwnerFeed(db, owner, NOW);
    const page = await listPosts(db, owner, { sort: 'rank', limit: 2, now: NOW });
    expect(page.posts.map((p) => p.item_id)).toEqual([aimed, plain]);
  });
});
