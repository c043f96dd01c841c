/**
 * The schedule as the pipeline applies it: the pace comes from what a source published in the
 * last week (dated entries, or undated ones seen after its first read), and a server's cache
 * lifetime or a feed's <ttl> is never undercut.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sources } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { crawlSource } from '../src/pipeline/crawl-source.ts';
import { addSource } from '../src/sources/sources.ts';
import { FakeWeb, fakeStages, feedBody } from './support/doubles.ts';
import { useTestDatabase } from './support/test-database.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * HOUR).toISOString();

const TOPICS = ['exporting', 'hiring', 'tendering', 'pricing', 'marketing', 'saving energy', 'VAT'];
/** Entries distinct enough never to be taken for near-copies of one another. */
const entries = (n: number, dated: (i: number) => string | undefined, prefix = 'Notice') =>
  Array.from({ length: n }, (_, i) => ({
    title: `${prefix} ${i}: ${TOPICS[i % TOPICS.length]} ${i * 37}`,
    link: `https://p.example/${prefix}/${i}`,
    text: `${prefix} number ${i * 37} on ${TOPICS[i % TOPICS.length]} for firms in ${prefix} town ${i}.`,
    ...(dated(i) ? { publishedAt: dated(i) } : {}),
  }));

describe.each(testDatabaseKinds())('the pace of a source on %s', (kind) => {
  const db = useTestDatabase(kind);
  let web: FakeWeb;

  beforeEach(() => {
    web = new FakeWeb();
  });

  const source = () =>
    addSource(db().db, { name: 'P', url: 'https://p.example/feed', type: 'rss' });
  const reload = async (id: string) =>
    (await db().db.select().from(sources).where(eq(sources.id, id)))[0]!;
  const dueIn = (row: { nextDueAt: Date }, from = NOW) => row.nextDueAt.getTime() - from.getTime();

  it('reads a feed that published 14 entries last week every 12 hours', async () => {
    // 14 entries in the last week, 6 older ones that do not count.
    web.set('https://p.example/feed', {
      body: feedBody(entries(20, (i) => hoursAgo(i < 14 ? 6 + i * 10 : 24 * 30 + i))),
    });
    const s = await source();
    await crawlSource(db().db, fakeStages(web), s, { now: NOW });
    const row = await reload(s.id);
    expect(row.entriesLastWeek).toBe(14);
    expect(dueIn(row)).toBe(12 * HOUR);
  });

  it('a quiet feed waits a day; a busy one an hour', async () => {
    web.set('https://p.example/feed', {
      body: feedBody(entries(5, () => hoursAgo(24 * 60))),
    });
    const quiet = await source();
    await crawlSource(db().db, fakeStages(web), quiet, { now: NOW });
    expect(dueIn(await reload(quiet.id))).toBe(24 * HOUR);

    web.set('https://q.example/feed', {
      body: feedBody(entries(300, (i) => hoursAgo(i * 0.5), 'Busy')),
    });
    const busy = await addSource(db().db, {
      name: 'Q',
      url: 'https://q.example/feed',
      type: 'rss',
    });
    await crawlSource(db().db, fakeStages(web), busy, { now: NOW });
    expect(dueIn(await reload(busy.id))).toBe(HOUR);
  });

  it('counts undated entries only once they are new, not the back catalogue', async () => {
    web.set('https://p.example/feed', { body: feedBody(entries(10, () => undefined)) });
    const s = await source();
    await crawlSource(db().db, fakeStages(web), s, { now: NOW });
    const first = await reload(s.id);
    expect(first.entriesLastWeek).toBeNull();
    expect(first.baselineAt).toEqual(NOW);

    // A day later, 7 new entries appear next to the old ten.
    const later = new Date(NOW.getTime() + 24 * HOUR);
    web.set('https://p.example/feed', {
      body: feedBody([...entries(7, () => undefined, 'Fresh'), ...entries(10, () => undefined)]),
    });
    await crawlSource(db().db, fakeStages(web), first, { now: later });
    const second = await reload(s.id);
    expect(second.entriesLastWeek).toBe(7);
    expect(dueIn(second, later)).toBe(24 * HOUR);
  });

  it('never reads sooner than Cache-Control max-age or <ttl> allow', async () => {
    web.set('https://p.example/feed', {
      body: feedBody(entries(300, (i) => hoursAgo(i * 0.5))),
      etag: '"v1"',
      cacheSeconds: 5 * 3600,
    });
    const s = await source();
    await crawlSource(db().db, fakeStages(web), s, { now: NOW });
    expect(dueIn(await reload(s.id))).toBe(5 * HOUR);

    // The 304 carries the same lifetime.
    const later = new Date(NOW.getTime() + 5 * HOUR);
    const result = await crawlSource(db().db, fakeStages(web), await reload(s.id), {
      now: later,
    });
    expect(result.outcome).toBe('not-modified');
    expect(dueIn(await reload(s.id), later)).toBe(5 * HOUR);

    web.set('https://r.example/feed', {
      body: feedBody(
        entries(300, (i) => hoursAgo(i * 0.5), 'Ttl'),
        [],
        { ttlMinutes: 180 },
      ),
    });
    const r = await addSource(db().db, {
      name: 'R',
      url: 'https://r.example/feed',
      type: 'rss',
    });
    await crawlSource(db().db, fakeStages(web), r, { now: NOW });
    expect(dueIn(await reload(r.id))).toBe(3 * HOUR);
  });
});
