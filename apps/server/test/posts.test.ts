/**
 * GET/PATCH /api/posts, the report, and the new owner's first feed: category filters, full-text
 * search with English stemming, the three sorts, expiry and keyset pagination under inserts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { posts, realtimeEvents, reportPost } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import type { Post } from '@thistle/shared';
import {
  allPages,
  daysFromNow,
  insertItems,
  postItems,
  signedInOwner,
  type Owner,
} from './dashboard-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

const HOUR = 3_600_000;
const titles = (list: Post[]) => list.map((p) => p.title);

describe.each(testDatabaseKinds())('the feed API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const postsOf = (userId: string) =>
    t.services.database.db.select().from(posts).where(eq(posts.userId, userId));

  describe("a new owner's first feed", () => {
    let owner: Owner;
    beforeAll(async () => {
      const now = Date.now();
      await insertItems(t, [
        { title: 'Seed: open grant', deadline: daysFromNow(10), regions: ['scotland'] },
        { title: 'Seed: closed grant', deadline: daysFromNow(-1) },
        { title: 'Seed: meetup three days ago', category: 'events', eventStart: daysFromNow(-3) },
        {
          title: 'Seed: meetup this morning',
          category: 'events',
          eventStart: new Date(now - 3 * HOUR),
        },
        {
          title: 'Seed: workshop that ended',
          category: 'events',
          eventStart: daysFromNow(-1),
          eventEnd: new Date(now - HOUR),
        },
        {
          title: 'Seed: festival still running',
          category: 'events',
          eventStart: daysFromNow(-3),
          eventEnd: daysFromNow(2),
        },
        { title: 'Seed: guide', category: 'courses-guides', group: 'Business Gateway' },
      ]);
      owner = await signedInOwner(t, 'new');
    });

    it('gets every live item, newest first with their reasons, once, and one realtime event', async () => {
      expect(await postsOf(owner.id)).toHaveLength(0);
      const responses = await Promise.all(
        [1, 2, 3].map(() => owner.call('GET', '/api/posts?limit=50')),
      );
      for (const response of responses) expect(response.statusCode).toBe(200);
      const feed = responses[0]!.json().posts as Post[];
      expect(titles(feed).sort()).toEqual([
        'Seed: festival still running',
        'Seed: guide',
        'Seed: meetup this morning',
        'Seed: open grant',
      ]);
      for (const response of responses) {
        expect(titles(response.json().posts).sort()).toEqual(titles(feed).sort());
      }
      const grant = feed.find((p) => p.title === 'Seed: open grant')!;
      expect(grant.reasons).toEqual(['For businesses in Scotland']);
      expect(grant.score).toBeGreaterThan(1);
      const guide = feed.find((p) => p.title === 'Seed: guide')!;
      expect(guide).toMatchObject({
        category: 'Courses & Guides',
        category_id: 'courses-guides',
        group: 'Business Gateway',
        orgName: 'Business Gateway',
        bookmarked: false,
        like: null,
        user_id: owner.id,
      });
      expect(grant.orgName).toBe('Thistle');
      expect(await postsOf(owner.id)).toHaveLength(4);
      const events = await t.services.database.db
        .select()
        .from(realtimeEvents)
        .where(eq(realtimeEvents.userId, owner.id));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ table: 'posts', op: 'INSERT' });
      expect((events[0]!.row as Post[]).map((p) => p.id).sort()).toEqual(
        (await postsOf(owner.id)).map((p) => p.id).sort(),
      );
    });

    it('is not seeded again once the owner has posts, even when a search finds nothing', async () => {
      await insertItems(t, [{ title: 'Seed: arrived later' }]);
      const response = await owner.call('GET', '/api/posts?q=zzzunmatchable');
      expect(response.json()).toEqual({ posts: [], nextCursor: null });
      expect(await postsOf(owner.id)).toHaveLength(4);
    });

    it('keeps expired items in the newest sort', async () => {
      const [expiredItem] = await insertItems(t, [
        { title: 'Seed: expired but posted', deadline: daysFromNow(-2) },
      ]);
      await postItems(t, owner.id, [expiredItem!]);
      const newest = await owner.call('GET', '/api/posts?sort=newest&limit=50');
      expect(titles(newest.json().posts)).toContain('Seed: expired but posted');
      const ranked = await owner.call('GET', '/api/posts?limit=50');
      expect(titles(ranked.json().posts)).not.toContain('Seed: expired but posted');
    });
  });

  describe('filters, search and sorts', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await signedInOwner(t, 'sorts');
      const base = Date.now();
      const ids = await insertItems(t, [
        {
          title: 'Export Development Grant',
          body: 'Grants for exporters: export planning, export marketing and exporting costs.',
          deadline: daysFromNow(20),
          publishedAt: new Date(base - 5 * HOUR),
        },
        {
          title: 'Tourism Recovery Fund',
          body: 'For tourism businesses; it can also cover a first export trip.',
          deadline: daysFromNow(3),
          publishedAt: new Date(base - 4 * HOUR),
        },
        {
          title: 'Food and drink webinar',
          category: 'events',
          body: 'Selling online to new customers.',
          eventStart: daysFromNow(6),
          publishedAt: new Date(base - 3 * HOUR),
        },
        {
          title: 'Market report: Scottish retail',
          category: 'market-insights',
          body: 'Quarterly figures for the retail sector.',
          publishedAt: new Date(base - 2 * HOUR),
        },
        {
          title: 'VAT guide',
          category: 'courses-guides',
          body: 'Registering for VAT and Making Tax Digital.',
          publishedAt: new Date(base - 1 * HOUR),
        },
        {
          title: 'Expired loan',
          body: 'Loans for exporting manufacturers.',
          deadline: daysFromNow(-1),
        },
      ]);
      // Scores: the order the ranked feed must follow.
      const scores = [0.5, 0.9, 0.7, 0.3, 0.8, 2];
      await postItems(t, owner.id, ids, (i) => scores[i]!);
    });

    it('sort=rank (the default) orders by score and leaves expired items out', async () => {
      const response = await owner.call('GET', '/api/posts');
      expect(titles(response.json().posts)).toEqual([
        'Tourism Recovery Fund',
        'VAT guide',
        'Food and drink webinar',
        'Export Development Grant',
        'Market report: Scottish retail',
      ]);
    });

    it('sort=closing puts the soonest deadline first, undated after, passed ones out', async () => {
      const response = await owner.call('GET', '/api/posts?sort=closing');
      const list = titles(response.json().posts);
      expect(list.slice(0, 2)).toEqual(['Tourism Recovery Fund', 'Export Development Grant']);
      expect(list.slice(2).sort()).toEqual([
        'Food and drink webinar',
        'Market report: Scottish retail',
        'VAT guide',
      ]);
    });

    it('sort=newest orders by when the post was made, newest first', async () => {
      const response = await owner.call('GET', '/api/posts?sort=newest');
      const list = response.json().posts as Post[];
      expect(list).toHaveLength(6);
      const times = list.map((p) => Date.parse(p.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it.each([
      ['funding', ['Tourism Recovery Fund', 'Export Development Grant']],
      ['Funding', ['Tourism Recovery Fund', 'Export Development Grant']],
      ['courses-guides', ['VAT guide']],
      ['Courses & Guides', ['VAT guide']],
      ['resources & guides', ['VAT guide']],
      ['MARKET INSIGHTS', ['Market report: Scottish retail']],
      ['Events', ['Food and drink webinar']],
    ])('category=%s', async (category, expected) => {
      const response = await owner.call(
        'GET',
        `/api/posts?category=${encodeURIComponent(category)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(titles(response.json().posts)).toEqual(expected);
    });

    it('an unknown category is a 400 that names the known ones', async () => {
      const response = await owner.call('GET', '/api/posts?category=grants');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'unknown_category',
          message:
            'Unknown category "grants". Use one of: Funding, Events, Market Insights, Courses & Guides.',
        },
      });
    });

    it('search stems English words ("exporting" finds "export") and ranks by relevance', async () => {
      const response = await owner.call('GET', '/api/posts?q=exporting');
      expect(titles(response.json().posts)).toEqual([
        'Export Development Grant',
        'Tourism Recovery Fund',
      ]);
      const withExpired = await owner.call('GET', '/api/posts?q=exporting&sort=newest');
      expect(titles(withExpired.json().posts)).toContain('Expired loan');
    });

    it('search takes web-search syntax and combines with a category', async () => {
      const phrase = await owner.call('GET', '/api/posts?q=%22making%20tax%20digital%22');
      expect(titles(phrase.json().posts)).toEqual(['VAT guide']);
      const minus = await owner.call('GET', '/api/posts?q=export%20-tourism');
      expect(titles(minus.json().posts)).toEqual(['Export Development Grant']);
      const filtered = await owner.call('GET', '/api/posts?q=online&category=events');
      expect(titles(filtered.json().posts)).toEqual(['Food and drink webinar']);
    });

    it('search results that tie on relevance come newest first', async () => {
      const tied = await signedInOwner(t, 'ties');
      const ids = await insertItems(t, [
        { title: 'Identical crofting notice', body: 'crofting' },
        { title: 'Identical crofting notice', body: 'crofting' },
      ]);
      const [older, newer] = await postItems(t, tied.id, ids);
      await t.services.database.db
        .update(posts)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(posts.id, older!));
      const response = await tied.call('GET', '/api/posts?q=crofting');
      expect((response.json().posts as Post[]).map((p) => p.id)).toEqual([newer, older]);
    });
  });

  describe('cursor pagination', () => {
    it.each(['sort=rank', 'sort=closing', 'sort=newest', 'q=fishing'])(
      '%s: every page follows on, with no duplicates or gaps while posts are added',
      async (query) => {
        const owner = await signedInOwner(t, 'pages');
        const specs = Array.from({ length: 13 }, (_, i) => ({
          title: `Fishing fund ${i}`,
          body: i % 2 ? 'fishing boats' : 'fishing and fishing gear',
          deadline: i % 4 === 0 ? null : daysFromNow(1 + (i % 5)),
        }));
        const ids = await insertItems(t, specs);
        // Some equal scores, so ties are broken by the key's later columns.
        const original = await postItems(t, owner.id, ids, (i) => [0.5, 0.7, 0.7, 0.2][i % 4]!);
        const seen: string[] = [];
        let cursor: string | null = null;
        let added = 0;
        do {
          const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
          const response = await owner.call('GET', `/api/posts?limit=4&${query}${suffix}`);
          expect(response.statusCode).toBe(200);
          const body = response.json() as { posts: Post[]; nextCursor: string | null };
          seen.push(...body.posts.map((p) => p.id));
          cursor = body.nextCursor;
          // Between pages, new posts arrive: higher and lower in every order.
          const more = await insertItems(t, [
            { title: `Fishing fund new ${added}`, body: 'fishing', deadline: daysFromNow(0.5) },
            { title: `Fishing fund late ${added}`, body: 'fishing', deadline: daysFromNow(30) },
          ]);
          await postItems(t, owner.id, more, (i) => (i === 0 ? 5 : 0.01));
          added += 1;
        } while (cursor);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual(expect.arrayContaining(original));
      },
    );

    it('the pages of an unchanging feed put together are the whole feed, in order', async () => {
      const owner = await signedInOwner(t, 'whole');
      const ids = await insertItems(
        t,
        Array.from({ length: 7 }, (_, i) => ({
          title: `Whole ${i}`,
          deadline: daysFromNow(i + 1),
        })),
      );
      await postItems(t, owner.id, ids, () => 1);
      for (const query of ['sort=rank', 'sort=closing', 'sort=newest']) {
        const whole = await owner.call('GET', `/api/posts?limit=50&${query}`);
        const pages = await allPages(owner, query, 2);
        expect(pages.flat().map((p) => p.id)).toEqual(
          (whole.json().posts as Post[]).map((p) => p.id),
        );
        expect(pages.length).toBe(4);
      }
    });

    it.each([
      ['garbage', 'not a cursor'],
      ['JSON of the wrong shape', Buffer.from('{"o":"rank"}').toString('base64url')],
      [
        'an impossible date',
        Buffer.from(
          JSON.stringify({
            o: 'newest',
            k: ['2024-02-31T00:00:00.000000Z'],
            i: '8a3c4c5e-0e59-4a63-9f0e-3f6a2f0f3c11',
          }),
        ).toString('base64url'),
      ],
      [
        'an injected key',
        Buffer.from(
          JSON.stringify({
            o: 'rank',
            k: ["1'; drop table posts; --", '2024-01-01T00:00:00.000000Z'],
            i: '8a3c4c5e-0e59-4a63-9f0e-3f6a2f0f3c11',
          }),
        ).toString('base64url'),
      ],
    ])('a bad cursor (%s) is a 400', async (_name, cursor) => {
      const owner = await signedInOwner(t, 'cursor');
      const response = await owner.call(
        'GET',
        `/api/posts?sort=newest&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toMatch(/invalid_cursor|invalid_request/);
    });

    it('a cursor from another sort is a 400', async () => {
      const owner = await signedInOwner(t, 'other-sort');
      const ids = await insertItems(t, [{ title: 'One' }, { title: 'Two' }]);
      await postItems(t, owner.id, ids);
      const first = await owner.call('GET', '/api/posts?limit=1&sort=rank');
      const cursor = first.json().nextCursor as string;
      const response = await owner.call('GET', `/api/posts?sort=newest&cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'invalid_cursor',
        message: 'The cursor belongs to another sort or search; start again from the first page.',
      });
    });
  });

  describe('one post: read, react, rate, report', () => {
    let owner: Owner;
    let postId: string;
    beforeAll(async () => {
      owner = await signedInOwner(t, 'react');
      const ids = await insertItems(t, [
        {
          title: 'Net Zero Accelerator',
          body: 'Up to £25,000.',
          amountMaxGbp: 25_000,
          link: 'https://example.org/nza',
          location: 'Dundee',
          regions: ['tayside-fife'],
          topics: ['net-zero'],
        },
      ]);
      postId = (await postItems(t, owner.id, ids))[0]!;
    });

    it('GET /api/posts/:id answers the Post', async () => {
      const response = await owner.call('GET', `/api/posts/${postId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: postId,
        title: 'Net Zero Accelerator',
        amount_max_gbp: 25_000,
        link: 'https://example.org/nza',
        location: 'Dundee',
        tags: { regions: ['tayside-fife'], stages: [], sectors: [], topics: ['net-zero'] },
        is_sample: false,
      });
    });

    it('PATCH sets, changes and clears a like', async () => {
      for (const like of ['LIKE', 'DISLIKE', null]) {
        const response = await owner.call('PATCH', `/api/posts/${postId}`, { like });
        expect(response.statusCode).toBe(200);
        expect(response.json().like).toBe(like);
      }
    });

    it('PATCH stores ratings one or several at a time, and null clears one', async () => {
      let response = await owner.call('PATCH', `/api/posts/${postId}`, {
        relevance: 'HIGH',
        actionable: 'MEDIUM',
      });
      expect(response.json()).toMatchObject({
        relevance: 'HIGH',
        actionable: 'MEDIUM',
        impact: null,
      });
      response = await owner.call('PATCH', `/api/posts/${postId}`, {
        impact: 'LOW',
        relevance: null,
      });
      expect(response.json()).toMatchObject({
        relevance: null,
        actionable: 'MEDIUM',
        impact: 'LOW',
      });
      const [stored] = await t.services.database.db
        .select()
        .from(posts)
        .where(eq(posts.id, postId));
      expect(stored).toMatchObject({ relevance: null, actionable: 'MEDIUM', impact: 'LOW' });
    });

    it.each([
      [{}],
      [{ like: 'LIKE', impact: 'HIGH' }],
      [{ like: 'LOVE' }],
      [{ relevance: 'VERY' }],
      [{ score: 10 }],
    ])('PATCH %j is a 400', async (body) => {
      const response = await owner.call('PATCH', `/api/posts/${postId}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message.length).toBeGreaterThan(0);
    });

    it('POST /report stores the report and answers 201 with its id', async () => {
      const response = await owner.call('POST', `/api/posts/${postId}/report`, {
        title: '  Broken link ',
        message: 'The Read more link goes nowhere.',
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      const [stored] = await t.services.database.db
        .select()
        .from(reportPost)
        .where(and(eq(reportPost.id, id), eq(reportPost.userId, owner.id)));
      expect(stored).toMatchObject({
        postId,
        title: 'Broken link',
        message: 'The Read more link goes nowhere.',
      });
    });

    it.each([
      [{ title: '   ', message: 'x' }],
      [{ title: 'x', message: '' }],
      [{ title: 'x' }],
      [{}],
    ])('a report without both parts (%j) is a 400 with the product wording', async (body) => {
      const response = await owner.call('POST', `/api/posts/${postId}/report`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Title and message are required.');
    });
  });
});
