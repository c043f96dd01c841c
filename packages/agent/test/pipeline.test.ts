import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { items, itemSources, itemTitleKeys, sources } from '@thistle/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@thistle/db/testing';
import { crawlSource } from '../src/pipeline/crawl-source.ts';
import { claimDueSources, crawlSources } from '../src/pipeline/crawl.ts';
import { addSource } from '../src/sources/sources.ts';
import { SCHEDULE } from '../src/sources/schedule.ts';
import { insertItem, type NewItem } from '../src/pipeline/store.ts';
import { titleKeys } from '../src/pipeline/title-keys.ts';
import { FakeWeb, fakeStages, feedBody, tagCalls } from './support/doubles.ts';

const GRANT_TEXT =
  'The Tayside Growth Grant offers up to £25k to small manufacturers investing in new equipment. ' +
  'Applications closes 2027-03-12. Eligible businesses must be based in Dundee, Angus or Perth and Kinross.';

describe.each(testDatabaseKinds())('the pipeline on %s', (kind) => {
  let database: TestDatabase;
  let web: FakeWeb;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.exec('delete from item_sources; delete from items; delete from sources;');
    web = new FakeWeb();
    tagCalls.length = 0;
  });

  const add = (name: string, url: string, type: 'rss' | 'html' | 'ical' = 'rss') =>
    addSource(database.db, { name, url, type, kind: 'funder', regions: ['tayside-fife'] });

  it('stores, tags and links each entry; a recrawl answered with 304 changes nothing', async () => {
    web.set('https://a.example/feed', {
      etag: '"v1"',
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://a.example/grants/tgg', text: GRANT_TEXT },
        {
          title: 'Export breakfast in Dundee',
          link: 'https://a.example/events/1',
          // A sum quoted by an item that is not a funding call is not on offer.
          text: 'Meet exporters who used loans of up to £25k.',
        },
      ]),
    });
    const source = await add('Agency A', 'https://a.example/feed');
    const first = await crawlSource(database.db, fakeStages(web), source);
    expect(first).toMatchObject({ outcome: 'fetched', newItems: 2, duplicates: 0, entries: 2 });
    expect(first.bytes).toBeGreaterThan(100);

    const stored = await database.db.select().from(items).orderBy(items.title);
    expect(stored.map((i) => i.title)).toEqual([
      'Export breakfast in Dundee',
      'Tayside Growth Grant',
    ]);
    expect(stored[0]).toMatchObject({ category: 'events', amountMaxGbp: null });
    const grant = stored[1]!;
    expect(grant).toMatchObject({
      category: 'funding',
      regions: ['tayside-fife'],
      amountMaxGbp: 25000,
      canonicalLink: 'a.example/grants/tgg',
      group: 'Agency A',
      isSample: false,
      taggedBy: 'offline',
    });
    expect(grant.deadline?.toISOString()).toBe('2027-03-12T17:00:00.000Z');
    expect(grant.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(tagCalls[0]).toMatchObject({ sourceRegions: ['tayside-fife'], sourceKind: 'funder' });
    const links = await database.db
      .select()
      .from(itemSources)
      .where(eq(itemSources.sourceId, source.id));
    expect(links).toHaveLength(2);

    const [afterFirst] = await database.db.select().from(sources).where(eq(sources.id, source.id));
    expect(afterFirst).toMatchObject({ etag: '"v1"', lastStatus: 200, consecutiveFailures: 0 });
    const dueIn = afterFirst!.nextDueAt.getTime() - afterFirst!.lastFetchedAt!.getTime();
    expect(dueIn).toBe(SCHEDULE.feedIntervalMs);

    const second = await crawlSource(database.db, fakeStages(web), afterFirst!);
    expect(second).toMatchObject({ outcome: 'not-modified', newItems: 0, bytes: 0 });
    expect(web.requests.at(-1)?.state.etag).toBe('"v1"');
    const [{ n }] = (await database.query<{ n: number }>(
      'select count(*)::int as n from items',
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('keeps an event date read from the text on events only', async () => {
    web.set('https://a.example/feed', {
      body: feedBody([
        { title: 'Growth Grant briefing', link: 'https://a.example/1', text: 'Briefing on 1 May.' },
        { title: 'Export breakfast', link: 'https://a.example/2', text: 'Breakfast on 1 May.' },
      ]),
    });
    const stages = fakeStages(web);
    const readingADate = {
      ...stages,
      extractFacts: (entry: Parameters<typeof stages.extractFacts>[0], now: Date) => ({
        ...stages.extractFacts(entry, now),
        eventStart: new Date('2027-05-01T08:00:00Z'),
        eventEnd: new Date('2027-05-01T10:00:00Z'),
      }),
    };
    await crawlSource(database.db, readingADate, await add('Agency A', 'https://a.example/feed'));
    const stored = await database.db.select().from(items).orderBy(items.title);
    expect(stored.map((i) => [i.title, i.category, i.eventStart?.toISOString() ?? null])).toEqual([
      ['Export breakfast', 'events', '2027-05-01T08:00:00.000Z'],
      // A call's briefing is not the call's own date: kept, it would end the call's time in the feed.
      ['Growth Grant briefing', 'funding', null],
    ]);
  });

  it('a changed feed re-read without validators adds only what is new', async () => {
    web.set('https://a.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://a.example/grants/tgg', text: GRANT_TEXT },
      ]),
    });
    const source = await add('Agency A', 'https://a.example/feed');
    await crawlSource(database.db, fakeStages(web), source);
    web.set('https://a.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://a.example/grants/tgg', text: GRANT_TEXT },
        {
          title: 'A new webinar on tendering',
          link: 'https://a.example/events/2',
          text: 'Learn to bid.',
        },
      ]),
    });
    const [fresh] = await database.db.select().from(sources).where(eq(sources.id, source.id));
    const again = await crawlSource(database.db, fakeStages(web), fresh!);
    expect(again).toMatchObject({ outcome: 'fetched', newItems: 1, known: 1, duplicates: 0 });
  });

  it('one opportunity from two sources becomes one item remembering both (same link)', async () => {
    web.set('https://a.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://a.example/grants/tgg/', text: GRANT_TEXT },
      ]),
    });
    web.set('https://b.example/feed', {
      body: feedBody([
        {
          title: 'Tayside Growth Grant now open',
          link: 'https://WWW.A.example/grants/tgg?utm_source=newsletter&fbclid=xyz#apply',
          text: 'Short teaser.',
        },
      ]),
    });
    const a = await add('Agency A', 'https://a.example/feed');
    const b = await add('Newsletter B', 'https://b.example/feed');
    const summary = await crawlSources(database.db, fakeStages(web), [a, b], { concurrency: 1 });
    expect(summary).toMatchObject({ fetched: 2, newItems: 1, duplicates: 1 });
    const all = await database.db.select().from(items);
    expect(all).toHaveLength(1);
    const links = await database.db
      .select()
      .from(itemSources)
      .where(eq(itemSources.itemId, all[0]!.id));
    expect(links.map((l) => l.sourceId).sort()).toEqual([a.id, b.id].sort());
  });

  it('near-identical text under different links is merged; a different call is not', async () => {
    web.set('https://a.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://a.example/grants/tgg', text: GRANT_TEXT },
      ]),
    });
    web.set('https://c.example/feed', {
      body: feedBody([
        {
          title: 'Tayside Growth Grant',
          link: 'https://c.example/news/tayside-growth-grant',
          text: `${GRANT_TEXT} Shared by C.`,
        },
        {
          title: 'Fife Net Zero Fund',
          link: 'https://c.example/news/fife-net-zero',
          text: 'The Fife Net Zero Fund pays half the cost of energy audits and heat pumps for hospitality firms.',
        },
      ]),
    });
    const a = await add('Agency A', 'https://a.example/feed');
    const c = await add('Council C', 'https://c.example/feed');
    const summary = await crawlSources(database.db, fakeStages(web), [a, c], { concurrency: 1 });
    expect(summary).toMatchObject({ newItems: 2, duplicates: 1 });
    const grant = await database.db
      .select()
      .from(items)
      .where(eq(items.title, 'Tayside Growth Grant'));
    expect(grant).toHaveLength(1);
    const links = await database.db
      .select()
      .from(itemSources)
      .where(eq(itemSources.itemId, grant[0]!.id));
    expect(links.map((l) => l.link).sort()).toEqual([
      'https://a.example/grants/tgg',
      'https://c.example/news/tayside-growth-grant',
    ]);
  });

  it('occurrences of a recurring event stay separate items', async () => {
    const text =
      'Our monthly networking breakfast for Fife businesses, with coffee and a short talk.';
    web.set('https://e.example/cal.ics', {
      body: feedBody([
        {
          title: 'Fife networking breakfast',
          link: 'https://e.example/breakfast',
          text,
          eventStart: '2027-01-05T08:00:00Z',
        },
        {
          title: 'Fife networking breakfast',
          link: 'https://e.example/breakfast',
          text,
          eventStart: '2027-02-02T08:00:00Z',
        },
      ]),
    });
    const e = await add('Events E', 'https://e.example/cal.ics', 'ical');
    const result = await crawlSource(database.db, fakeStages(web), e);
    expect(result.newItems).toBe(2);
  });

  it('stores a new item with its title keys and its source at once; a raced link writes nothing', async () => {
    const source = await add('Agency A', 'https://a.example/feed');
    const item: NewItem = {
      title: 'Tayside Growth Grant',
      body: GRANT_TEXT,
      link: 'https://a.example/grants/tgg',
      canonicalLink: 'a.example/grants/tgg',
      fingerprint: '0123456789abcdef',
      publishedAt: null,
      organisation: 'Agency A',
      image: null,
      facts: {
        deadline: null,
        amountMaxGbp: 25000,
        eventStart: null,
        eventEnd: null,
        location: null,
        organisation: null,
      },
      tags: {
        category: 'funding',
        regions: ['tayside-fife'],
        stages: ['startup'],
        sectors: [],
        topics: ['grants'],
        confidence: {
          category: 0.9,
          regions: { 'tayside-fife': 0.8 },
          stages: { startup: 0.7 },
          sectors: {},
          topics: { grants: 0.9 },
        },
        taggedBy: 'offline',
      },
      isSample: false,
    };
    const seenAt = new Date('2026-11-24T09:00:00Z');
    const origin = { sourceId: source.id, link: item.link, externalId: 'tgg-1', seenAt };
    const id = await insertItem(database.db, item, origin);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const keys = await database.db
      .select({ key: itemTitleKeys.key })
      .from(itemTitleKeys)
      .where(eq(itemTitleKeys.itemId, id!));
    expect(keys.map((k) => k.key).sort()).toEqual([...new Set(titleKeys(item.title))].sort());
    const links = await database.db.select().from(itemSources).where(eq(itemSources.itemId, id!));
    expect(links).toEqual([
      {
        itemId: id,
        sourceId: source.id,
        link: item.link,
        externalId: 'tgg-1',
        firstSeenAt: seenAt,
      },
    ]);
    const [stored] = await database.db.select().from(items).where(eq(items.id, id!));
    expect(stored).toMatchObject({
      amountMaxGbp: 25000,
      regions: ['tayside-fife'],
      tagConfidence: item.tags.confidence,
    });

    // Another crawl stored the same canonical link first: nothing of this entry is written.
    const other = await add('Agency B', 'https://b.example/feed');
    const raced = await insertItem(
      database.db,
      { ...item, title: 'Tayside Growth Grant (copy)' },
      {
        ...origin,
        sourceId: other.id,
      },
    );
    expect(raced).toBeNull();
    expect(await database.db.select().from(items)).toHaveLength(1);
    expect(await database.db.select().from(itemSources)).toHaveLength(1);
    const allKeys = await database.db.select().from(itemTitleKeys);
    expect(allKeys.every((k) => k.itemId === id)).toBe(true);
  });

  it('a failing source backs off exponentially, is flagged after five failures, and never blocks others', async () => {
    web.set('https://ok.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://ok.example/g', text: GRANT_TEXT },
      ]),
    });
    web.set('https://down.example/feed', { body: '', status: 500 });
    const ok = await add('Fine', 'https://ok.example/feed');
    let down = await add('Down', 'https://down.example/feed');
    const summary = await crawlSources(database.db, fakeStages(web), [down, ok]);
    expect(summary).toMatchObject({ failed: 1, fetched: 1, newItems: 1 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      [down] = (await database.db.select().from(sources).where(eq(sources.id, down.id))) as [
        typeof down,
      ];
      if (attempt > 1) {
        const now = new Date();
        const result = await crawlSource(database.db, fakeStages(web), down, { now });
        expect(result.outcome).toBe('failed');
        [down] = (await database.db.select().from(sources).where(eq(sources.id, down.id))) as [
          typeof down,
        ];
        delays.push(down.nextDueAt.getTime() - now.getTime());
      }
      expect(down.consecutiveFailures).toBe(attempt);
      expect(down.lastStatus).toBe(500);
      expect(down.lastError).toMatch(/500/);
      expect(down.flagged).toBe(attempt >= 5);
    }
    expect(delays).toEqual([2, 4, 8, 16].map((h) => h * 3_600_000));
  });

  it('an entry that cannot be stored is skipped; the rest of the source is not', async () => {
    web.set('https://a.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant', link: 'https://a.example/grants/tgg', text: GRANT_TEXT },
        { title: 'Untaggable', link: 'https://a.example/x', text: 'Breaks the tagger.' },
      ]),
    });
    const stages = fakeStages(web);
    const tagger = stages.tagger;
    stages.tagger = {
      tag: (input) =>
        input.title === 'Untaggable' ? Promise.reject(new Error('boom')) : tagger.tag(input),
    };
    const source = await add('Agency A', 'https://a.example/feed');
    const result = await crawlSource(database.db, stages, source);
    expect(result).toMatchObject({
      outcome: 'fetched',
      newItems: 1,
      skipped: 1,
      skippedError: 'Untaggable: boom',
    });
  });

  it('a 429 waits at least as long as Retry-After asks', async () => {
    web.set('https://busy.example/feed', { body: '', status: 429 });
    const busy = await add('Busy', 'https://busy.example/feed');
    const now = new Date();
    await crawlSource(database.db, fakeStages(web), busy, { now });
    const [after] = await database.db.select().from(sources).where(eq(sources.id, busy.id));
    expect(after!.nextDueAt.getTime() - now.getTime()).toBe(7200 * 1000);
  });

  it('reads at most ten new item pages of a listing, and never refetches a stored one', async () => {
    const links = Array.from({ length: 14 }, (_, i) => `https://l.example/news/${i}`);
    web.set('https://l.example/news', { body: feedBody([], links) });
    links.forEach((link, i) =>
      web.set(link, {
        body: `Story number ${i} about Fife\nA long story ${i} about ${'business '.repeat(i + 3)}`,
      }),
    );
    const listing = await add('Listing L', 'https://l.example/news', 'html');
    const first = await crawlSource(database.db, fakeStages(web), listing);
    expect(first.newItems).toBe(10);
    const [fresh] = await database.db.select().from(sources).where(eq(sources.id, listing.id));
    expect(fresh!.nextDueAt.getTime() - fresh!.lastFetchedAt!.getTime()).toBe(
      SCHEDULE.htmlIntervalMs,
    );
    web.requests.length = 0;
    const second = await crawlSource(database.db, fakeStages(web), fresh!);
    expect(second).toMatchObject({ newItems: 4, known: 10 });
    expect(
      web.requests.map((r) => r.url).filter((u) => u !== 'https://l.example/news'),
    ).toHaveLength(4);
  });

  it('claims due sources once, so two scheduled runs never crawl the same source', async () => {
    await add('One', 'https://one.example/feed');
    await add('Two', 'https://two.example/feed');
    const disabled = await add('Off', 'https://off.example/feed');
    await database.db.update(sources).set({ enabled: false }).where(eq(sources.id, disabled.id));
    const [first, second] = await Promise.all([
      claimDueSources(database.db, 10),
      claimDueSources(database.db, 10),
    ]);
    expect([...first!, ...second!].map((s) => s.name).sort()).toEqual(['One', 'Two']);
    expect(await claimDueSources(database.db, 10)).toEqual([]);
    const [{ n }] = (await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sources)
      .where(sql`${sources.nextDueAt} > now()`)) as [{ n: number }];
    expect(n).toBe(2);
  });
});
