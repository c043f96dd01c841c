/**
 * Discovery inside the crawl, on a database: an organisation known only by its homepage is
 * searched, watched through what was found (crawled in the same run), sent back to discovery
 * when its feed breaks, and reported (never dropped) when its site offers nothing or fails.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { items, sources } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { crawlSource } from '../../src/pipeline/crawl-source.ts';
import { crawlSources } from '../../src/pipeline/crawl.ts';
import type { PipelineStages } from '../../src/pipeline/stages.ts';
import { SCHEDULE } from '../../src/sources/schedule.ts';
import { sourceStatus } from '../../src/sources/sources.ts';
import { FixtureSite, type FixtureResponse } from '../support/discovery-fixtures.ts';
import { FixtureServer, type FakeSite } from '../support/fixture-server.ts';
import { localStages } from '../support/local-stages.ts';
import { useTestDatabase } from '../support/test-database.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

function realStages(): PipelineStages {
  return { ...localStages({ perHostGapMs: 0, retries: 0 }), random: () => 0 };
}

/** A one-page site: an "about us" homepage with nothing to watch, or one that fails. */
function tinySite(status: number): FakeSite {
  return {
    fetch(url): FixtureResponse {
      const { pathname } = new URL(url);
      if (pathname === '/' && status === 200)
        return {
          url,
          status,
          contentType: 'text/html',
          body: '<html><head><title>Glen Bakery</title></head><body><h1>About us</h1><p>Family bakers since 1952.</p><a href="/contact">Contact</a></body></html>',
        };
      if (pathname === '/') return { url, status, contentType: 'text/plain', body: 'down' };
      return { url, status: 404, contentType: 'text/plain', body: '' };
    },
  };
}

describe.each(testDatabaseKinds())('discovery in the crawl on %s', (kind) => {
  const db = useTestDatabase(kind);
  const servers: FixtureServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  const serve = async (site: FakeSite) => {
    const server = await FixtureServer.start(site);
    servers.push(server);
    return server;
  };
  const organisation = async (homepage: string, name = 'Organisation') => {
    const [row] = await db()
      .db.insert(sources)
      .values({
        name,
        homepage,
        url: homepage,
        type: 'html',
        kind: 'membership-body',
        regions: ['scotland', 'edinburgh-lothians'],
        origin: 'catalogue',
        discoveryStatus: 'pending',
      })
      .returning();
    return row!;
  };
  const reload = async (id: string) =>
    (await db().db.select().from(sources).where(eq(sources.id, id)))[0]!;
  const childrenOf = (id: string) => db().db.select().from(sources).where(eq(sources.parentId, id));

  it('watches a homepage-only organisation through what discovery finds, from the first run', async () => {
    const site = new FixtureSite('wordpress-chamber-events');
    const server = await serve(site);
    const stages = realStages();
    const org = await organisation(server.toLocal(site.files.start), 'Edinburgh Chamber');

    const summary = await crawlSources(db().db, stages, [org], { now: NOW });
    expect(summary).toMatchObject({ discovered: 1, sources: 3, failed: 0, unwatched: 0 });
    expect(summary.newItems).toBeGreaterThan(0);

    const row = await reload(org.id);
    expect(row).toMatchObject({
      discoveryStatus: 'found',
      foundBy: 'head-link',
      type: 'rss',
      covers: 'news',
      discoveredAt: NOW,
      lastStatus: 200,
    });
    expect(server.toOriginal(row.url)).toBe('https://www.edinburghchamber.co.uk/feed/');
    const children = await childrenOf(org.id);
    expect(children.map((c) => server.toOriginal(c.url)).sort()).toEqual([
      'https://www.edinburghchamber.co.uk/events/?ical=1',
      'https://www.edinburghchamber.co.uk/resources/',
    ]);
    expect(children.every((c) => c.enabled && c.lastFetchedAt !== null)).toBe(true);
    expect(children.map((c) => c.regions)).toEqual([org.regions, org.regions]);
    const status = await sourceStatus(db().db, NOW);
    expect(status.watch).toMatchObject({ organisations: 1, throughFeed: 1, notDiscovered: 0 });

    // The feed starts answering 404: after two tries the organisation is searched again.
    const feed = server.toOriginal(row.url);
    server.override(feed, { status: 404, body: '', contentType: 'text/html' });
    await crawlSource(db().db, stages, await reload(org.id), {
      now: new Date(NOW.getTime() + DAY),
    });
    expect((await reload(org.id)).discoveryStatus).toBe('found');
    const broke = new Date(NOW.getTime() + 2 * DAY);
    await crawlSource(db().db, stages, await reload(org.id), { now: broke });
    const flagged = await reload(org.id);
    expect(flagged).toMatchObject({ discoveryStatus: 'pending', nextDueAt: broke });

    const again = new Date(broke.getTime() + 60_000);
    const second = await crawlSources(db().db, stages, [flagged], { now: again });
    expect(second.discovered).toBe(1);
    const moved = await reload(org.id);
    expect(moved).toMatchObject({ discoveryStatus: 'found', consecutiveFailures: 0, type: 'ical' });
    expect(server.toOriginal(moved.url)).toBe('https://www.edinburghchamber.co.uk/events/?ical=1');
    const watched = [moved, ...(await childrenOf(org.id)).filter((c) => c.enabled)].map((s) =>
      server.toOriginal(s.url),
    );
    expect(watched).not.toContain(feed);
    expect(await db().db.select().from(items)).not.toHaveLength(0);
  });

  it('reports a site with nothing to watch, and looks again in a week', async () => {
    const server = await serve(tinySite(200));
    const org = await organisation(server.toLocal('https://glen-bakery.example/'), 'Glen Bakery');
    const summary = await crawlSources(db().db, realStages(), [org], { now: NOW });
    expect(summary).toMatchObject({ discovered: 1, unwatched: 1, failed: 0, sources: 1 });
    const row = await reload(org.id);
    expect(row.discoveryStatus).toBe('nothing');
    expect(row.discoveryNote).toMatch(/no feed or listing page found/);
    const wait = row.nextDueAt.getTime() - NOW.getTime();
    expect(wait).toBeGreaterThanOrEqual(SCHEDULE.rediscoverNothingMs);
    const status = await sourceStatus(db().db, NOW);
    expect(status.watch).toMatchObject({ organisations: 1, nothingFound: 1 });
    expect(status.unwatchedSources.map((s) => s.name)).toEqual(['Glen Bakery']);
  });

  it('backs off from a homepage that fails, and says so', async () => {
    const server = await serve(tinySite(500));
    const org = await organisation(server.toLocal('https://down.example/'), 'Down Ltd');
    const summary = await crawlSources(db().db, realStages(), [org], { now: NOW });
    expect(summary).toMatchObject({ discovered: 1, failed: 1 });
    const row = await reload(org.id);
    expect(row).toMatchObject({
      discoveryStatus: 'pending',
      consecutiveFailures: 1,
      lastStatus: null,
    });
    expect(row.lastError).toMatch(/^discovery: http: HTTP 500/);
    expect(row.nextDueAt.getTime() - NOW.getTime()).toBe(SCHEDULE.firstBackoffMs);
    const status = await sourceStatus(db().db, NOW);
    expect(status.watch).toMatchObject({ organisations: 1, failing: 1 });
    expect(status.failingSources.map((s) => s.name)).toEqual(['Down Ltd']);
  });
});
