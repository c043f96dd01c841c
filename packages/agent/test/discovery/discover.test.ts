/**
 * Discovery against the twelve fixture sites, served over HTTP and read through the real
 * polite fetcher: it finds every expected feed and listing (or an equivalent), chooses no
 * URL the fixture forbids, and never requests anything robots.txt disallows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, DEFAULT_USER_AGENT } from '../../src/fetch/index.ts';
import { parseRobots } from '../../src/fetch/robots.ts';
import { canonicalLink } from '../../src/pipeline/canonical.ts';
import { chooseTargets, discoveryNote } from '../../src/discovery/choose.ts';
import { discoverSite } from '../../src/discovery/discover.ts';
import type { DiscoveryResult } from '../../src/discovery/types.ts';
import { discoveryCases, FixtureSite } from '../support/discovery-fixtures.ts';
import { FixtureServer } from '../support/fixture-server.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

/** One form for "the same page": host without www, no trailing slash, no fragment. */
const same = (url: string) => canonicalLink(url) ?? url;

describe.each(discoveryCases())('discovering %s', (name) => {
  const site = new FixtureSite(name);
  const { expected } = site;
  let server: FixtureServer;
  let result: DiscoveryResult;
  let finalStart: string;
  const found = () => ({
    feeds: result.feeds.map((f) => ({ ...f, url: server.toOriginal(f.url) })),
    listings: result.listings.map((l) => ({ ...l, url: server.toOriginal(l.url) })),
  });

  beforeAll(async () => {
    server = await FixtureServer.start(site);
    const fetcher = createFetcher({
      allowPrivate: true,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      perHostGapMs: 0,
      retries: 0,
    });
    result = await discoverSite(server.toLocal(site.files.start), {
      fetch: (url) => fetcher.fetch(url),
      now: NOW,
    });
    finalStart = site.get(site.files.start).url;
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds something to watch', () => {
    expect(result.status, JSON.stringify(result)).toBe('found');
    expect(chooseTargets(result).length).toBeGreaterThan(0);
  });

  /** The discovered entry matching an expected one (its path or URL, or an equivalent). */
  const match = <T extends { url: string }>(
    list: T[],
    entry: { path?: string; url?: string; equivalents?: string[] },
  ) => {
    const wanted = new Set(
      [entry.url ?? entry.path!, ...(entry.equivalents ?? [])].map((p) => same(site.resolve(p))),
    );
    const hit = list.find((e) => wanted.has(same(e.url)));
    expect(hit, JSON.stringify(list)).toBeDefined();
    return hit!;
  };

  it.each(expected.feeds.map((f) => [f.url ?? f.path!, f] as const))(
    'finds the feed %s',
    (_label, feed) => {
      expect(match(found().feeds, feed).stale).toBe(feed.stale === true);
    },
  );

  it.each(expected.listings.map((l) => [l.path, l] as const))(
    'finds the listing %s',
    (_label, listing) => {
      expect(match(found().listings, listing).kind).toBe(listing.kind);
    },
  );

  it('never finds, let alone chooses, a URL the fixture forbids', () => {
    const forbidden = new Set(
      expected.mustNotChoose.map((entry) => {
        const u = new URL(entry, finalStart);
        u.hash = '';
        return same(u.href);
      }),
    );
    const chosen = [...found().feeds, ...found().listings].map((e) => same(e.url));
    expect(chosen.filter((url) => forbidden.has(url))).toEqual([]);
  });

  it('never requests what robots.txt disallows, and stays within its request budget', () => {
    const robots = site.get(site.resolve('/robots.txt'));
    const rules = robots.status === 200 ? parseRobots(robots.body, DEFAULT_USER_AGENT) : null;
    const origin = new URL(site.files.origin).origin;
    const refused = server.requests.filter((url) => {
      const u = new URL(url);
      return rules && u.origin === origin && !rules.isAllowed(`${u.pathname}${u.search}`);
    });
    expect(refused).toEqual([]);
    expect(result.requests).toBeLessThanOrEqual(24);
  });

  it('chooses only checked listings and live feeds first', () => {
    const targets = chooseTargets(result);
    const listingUrls = new Set(result.listings.filter((l) => l.checked).map((l) => l.url));
    for (const target of targets) {
      if (target.type === 'html') expect(listingUrls.has(target.url)).toBe(true);
    }
    const firstStale = targets.findIndex((t) => t.stale);
    if (firstStale >= 0) expect(targets.slice(firstStale).every((t) => t.stale)).toBe(true);
    expect(typeof (discoveryNote(result, targets) ?? '')).toBe('string');
  });
});
