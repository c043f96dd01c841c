/**
 * An entry already stored under the same link, read again with a new deadline, amount or
 * wording: the item follows, and item_changes records each change for bookmarkers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { itemChanges, items, sources } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { extractFacts } from '../src/extract/index.ts';
import { crawlSource } from '../src/pipeline/crawl-source.ts';
import type { PipelineStages } from '../src/pipeline/stages.ts';
import { addSource } from '../src/sources/sources.ts';
import { FakeWeb, fakeStages, feedBody } from './support/doubles.ts';
import { useTestDatabase } from './support/test-database.ts';

const LINK = 'https://a.example/grants/tgg';
const FIRST =
  'The Tayside Growth Grant offers up to £25,000 to small manufacturers. Applications close on 12 March 2027. Open to businesses in Dundee and Angus.';
const EXTENDED =
  'The Tayside Growth Grant offers up to £40,000 to small manufacturers. Applications close on 30 April 2027. Open to businesses in Dundee, Angus and Perth and Kinross.';

describe.each(testDatabaseKinds())('item changes on %s', (kind) => {
  const db = useTestDatabase(kind);
  let web: FakeWeb;
  let stages: PipelineStages;

  beforeEach(() => {
    web = new FakeWeb();
    // The real extractor: deadlines and amounts come from the text, as in production.
    stages = { ...fakeStages(web), extractFacts: (entry, now) => extractFacts(entry, { now }) };
  });

  const publish = (url: string, text: string, title = 'Tayside Growth Grant') =>
    web.set(url, { body: feedBody([{ title, link: LINK, text }]) });
  const add = (name: string, url: string) => addSource(db().db, { name, url, type: 'rss' });
  const read = async (id: string, now: Date) => {
    const [row] = await db().db.select().from(sources).where(eq(sources.id, id));
    return crawlSource(db().db, stages, row!, { now });
  };
  const changes = () =>
    db()
      .db.select({ field: itemChanges.field, before: itemChanges.before, after: itemChanges.after })
      .from(itemChanges)
      .orderBy(asc(itemChanges.field));

  it('records a new deadline, amount and wording, and updates the item', async () => {
    publish('https://a.example/feed', FIRST);
    const source = await add('Agency A', 'https://a.example/feed');
    await read(source.id, new Date('2026-11-20T09:00:00Z'));
    const [before] = await db().db.select().from(items);
    expect(before!.amountMaxGbp).toBe(25000);

    publish('https://a.example/feed', EXTENDED);
    const now = new Date('2026-11-23T09:00:00Z');
    const result = await read(source.id, now);
    expect(result).toMatchObject({ newItems: 0, known: 1, changedItems: 1 });

    const [after] = await db().db.select().from(items);
    expect(after!.id).toBe(before!.id);
    expect(after!.amountMaxGbp).toBe(40000);
    expect(after!.body).toBe(EXTENDED);
    expect(after!.deadline!.getTime()).toBeGreaterThan(before!.deadline!.getTime());
    expect(await changes()).toEqual([
      { field: 'amount', before: '25000', after: '40000' },
      { field: 'body', before: FIRST, after: EXTENDED },
      {
        field: 'deadline',
        before: before!.deadline!.toISOString(),
        after: after!.deadline!.toISOString(),
      },
    ]);
    const [row] = await db().db.select().from(itemChanges).limit(1);
    expect(row!.itemId).toBe(before!.id);
    expect(row!.changedAt).toEqual(now);
  });

  it('follows an event moved to another day', async () => {
    const EXPO =
      'The Harbour Business Expo takes place on Thursday 4 March 2027 at the Caird Hall, from 10am to 4pm.';
    const MOVED =
      'The Harbour Business Expo now takes place on Thursday 18 March 2027 at the Caird Hall, from 10am to 4pm.';
    publish('https://a.example/feed', EXPO, 'Harbour Business Expo');
    const source = await add('Agency A', 'https://a.example/feed');
    await read(source.id, new Date('2026-11-20T09:00:00Z'));
    const [before] = await db().db.select().from(items);
    expect(before!.eventStart?.toISOString()).toBe('2027-03-04T10:00:00.000Z');

    publish('https://a.example/feed', MOVED, 'Harbour Business Expo');
    await read(source.id, new Date('2026-11-23T09:00:00Z'));
    const [after] = await db().db.select().from(items);
    expect(after!.eventStart?.toISOString()).toBe('2027-03-18T10:00:00.000Z');
    expect(after!.eventEnd?.toISOString()).toBe('2027-03-18T16:00:00.000Z');
    expect(await changes()).toEqual([
      { field: 'body', before: EXPO, after: MOVED },
      { field: 'event', before: '2027-03-04T10:00:00.000Z', after: '2027-03-18T10:00:00.000Z' },
    ]);
  });

  it('moves an event whose page gives its own start (JSON-LD) when only that start changed', async () => {
    const TEXT = 'Meet local buyers at the supplier showcase. Free to attend.';
    let start = new Date('2027-05-04T17:00:00Z');
    const withOwnStart: PipelineStages = {
      ...stages,
      parseFeed: (body, options) => {
        const feed = stages.parseFeed(body, options);
        return { ...feed, entries: feed.entries.map((e) => ({ ...e, eventStart: start })) };
      },
    };
    publish('https://a.example/feed', TEXT, 'Supplier showcase');
    const source = await add('Agency A', 'https://a.example/feed');
    const [row] = await db().db.select().from(sources).where(eq(sources.id, source.id));
    await crawlSource(db().db, withOwnStart, row!, { now: new Date('2026-11-20T09:00:00Z') });
    start = new Date('2027-05-11T17:00:00Z');
    await crawlSource(db().db, withOwnStart, row!, { now: new Date('2026-11-23T09:00:00Z') });
    const [item] = await db().db.select().from(items);
    expect(item!.eventStart?.toISOString()).toBe('2027-05-11T17:00:00.000Z');
    expect(item!.body).toBe(TEXT);
    expect(await changes()).toEqual([
      { field: 'event', before: '2027-05-04T17:00:00.000Z', after: '2027-05-11T17:00:00.000Z' },
    ]);
  });

  it('records nothing when only spacing or punctuation changed, or nothing at all', async () => {
    publish('https://a.example/feed', FIRST);
    const source = await add('Agency A', 'https://a.example/feed');
    await read(source.id, new Date('2026-11-20T09:00:00Z'));
    await read(source.id, new Date('2026-11-21T09:00:00Z'));
    publish('https://a.example/feed', `  ${FIRST.replace(/\. /g, '.  ')}  `);
    const result = await read(source.id, new Date('2026-11-22T09:00:00Z'));
    expect(result.changedItems).toBe(0);
    expect(await changes()).toEqual([]);
  });

  it('another source linking to the same page does not rewrite the item', async () => {
    publish('https://a.example/feed', FIRST);
    web.set('https://b.example/feed', {
      body: feedBody([
        { title: 'Tayside Growth Grant now open', link: LINK, text: 'Short teaser: £99,000.' },
      ]),
    });
    const a = await addSource(db().db, {
      name: 'A',
      url: 'https://a.example/feed',
      type: 'rss',
    });
    const b = await addSource(db().db, {
      name: 'B',
      url: 'https://b.example/feed',
      type: 'rss',
    });
    await read(a.id, new Date('2026-11-20T09:00:00Z'));
    expect(await read(b.id, new Date('2026-11-20T10:00:00Z'))).toMatchObject({ duplicates: 1 });
    expect(await read(b.id, new Date('2026-11-21T10:00:00Z'))).toMatchObject({
      known: 1,
      changedItems: 0,
    });
    const [item] = await db().db.select().from(items);
    expect(item!.body).toBe(FIRST);
    expect(await changes()).toEqual([]);
  });
});
