/**
 * The discovery fixtures agree with themselves: every route's file exists, every expected feed
 * is served and parses, every expected listing is served, robots.txt allows what is expected,
 * and each entry can be reached the way its `foundBy` says.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT } from '../../src/fetch/index.ts';
import { parseRobots } from '../../src/fetch/robots.ts';
import { parseFeed, sniffFeedType } from '../../src/parse/index.ts';
import {
  discoveryCases,
  FixtureSite,
  type ExpectedFeed,
  type ExpectedListing,
} from '../support/discovery-fixtures.ts';

const FEED_TYPES =
  /^(application\/(rss|atom|rdf)\+xml|application\/(feed\+)?json|text\/calendar|application\/xml|text\/xml)$/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

function label(e: ExpectedFeed | ExpectedListing): string {
  return 'url' in e && e.url ? e.url : e.path!;
}

function targets(site: FixtureSite, e: ExpectedFeed | ExpectedListing): string[] {
  return [label(e), ...(e.equivalents ?? [])].map((p) => site.resolve(p));
}

function withoutHash(url: string): string {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

interface Page {
  url: string;
  doc: Document;
}

/** Every HTML page the fixture serves with status 200, parsed, keyed by its own URL. */
function htmlPages(site: FixtureSite): Page[] {
  const pages: Page[] = [];
  for (const key of Object.keys(site.files.routes)) {
    const url = site.resolve(key);
    const res = site.fetch(url);
    if (res.status !== 200 || !/html/.test(res.contentType)) continue;
    const { document } = parseHTML(res.body);
    pages.push({ url, doc: document as unknown as Document });
  }
  return pages;
}

function baseOf(page: Page): string {
  const href = page.doc.querySelector('base[href]')?.getAttribute('href');
  return href ? new URL(href, page.url).href : page.url;
}

function hrefs(page: Page, selector: string): string[] {
  const base = baseOf(page);
  return [...page.doc.querySelectorAll(selector)].flatMap((el) => {
    const href = el.getAttribute('href');
    if (href === null) return [];
    try {
      return [withoutHash(new URL(href, base).href)];
    } catch {
      return [];
    }
  });
}

function feedLinks(page: Page): string[] {
  const base = baseOf(page);
  return [...page.doc.querySelectorAll('link[href]')]
    .filter((el) => /(^|\s)alternate(\s|$)/i.test(el.getAttribute('rel') ?? ''))
    .filter((el) => FEED_TYPES.test(el.getAttribute('type') ?? ''))
    .map((el) => new URL(el.getAttribute('href')!, base).href);
}

describe.each(discoveryCases())('discovery fixture %s', (name) => {
  const site = new FixtureSite(name);
  const { expected } = site;
  const start = site.get(site.files.start);
  const robotsRes = site.get(site.resolve('/robots.txt'));
  const robots = robotsRes.status === 200 ? parseRobots(robotsRes.body, DEFAULT_USER_AGENT) : null;
  const pages = htmlPages(site);
  const origin = new URL(site.files.origin).origin;

  it('names the site it models and what was seen', () => {
    expect(expected.models).toMatch(/https?:\/\/\S+/);
    expect(expected.modelEvidence.length).toBeGreaterThan(40);
    expect(expected.listings.length + expected.feeds.length).toBeGreaterThan(0);
  });

  it('serves every file it names, and names every file it has', () => {
    for (const [key, route] of Object.entries(site.files.routes)) {
      if (route.file) expect(site.hasFile(route.file), `${key} -> ${route.file}`).toBe(true);
      const status = route.status ?? 200;
      if (status >= 300 && status < 400) expect(route.location, key).toBeTruthy();
      else expect(route.contentType, key).toBeTruthy();
    }
    const own = filesUnder(site.dir).map((f) => relative(site.dir, f));
    const routed = site.routedFiles();
    const unused = own.filter((f) => f !== 'files.json' && f !== 'expected.json' && !routed.has(f));
    expect(unused).toEqual([]);
  });

  it('starts at an HTML page', () => {
    expect(start.status).toBe(200);
    expect(start.contentType).toMatch(/html/);
  });

  it.each(expected.feeds.map((f) => [label(f), f] as const))(
    'feed %s is served and parses',
    (_label, feed) => {
      for (const [i, url] of targets(site, feed).entries()) {
        const res = site.get(url);
        expect(res.status, url).toBe(200);
        // An equivalent may be the same feed in another format (Blogger's ?alt=rss).
        const type = sniffFeedType(res.body, res.contentType);
        if (i === 0) expect(type, url).toBe(feed.type);
        else expect(['rss', 'atom', 'json', 'ical'], url).toContain(type);
        const parsed = parseFeed(res.body, {
          url: res.url,
          contentType: res.contentType,
          now: new Date('2026-11-23T12:00:00Z'),
        });
        expect(parsed.entries.length, url).toBeGreaterThan(0);
      }
    },
  );

  it.each(expected.listings.map((l) => [l.path, l] as const))(
    'listing %s is served as HTML',
    (_label, listing) => {
      for (const url of targets(site, listing)) {
        const res = site.get(url);
        expect(res.status, url).toBe(200);
        expect(res.contentType, url).toMatch(/html/);
      }
    },
  );

  it('robots.txt allows every expected feed and listing on this site', () => {
    for (const e of [...expected.feeds, ...expected.listings]) {
      for (const url of targets(site, e)) {
        const u = new URL(url);
        if (!robots || u.origin !== origin) continue;
        expect(robots.isAllowed(u.pathname + u.search), url).toBe(true);
      }
    }
  });

  it('never lists a wanted URL as one to avoid', () => {
    const wanted = new Set(
      [...expected.feeds, ...expected.listings].flatMap((e) => targets(site, e)).map(withoutHash),
    );
    for (const entry of expected.mustNotChoose) {
      const url = withoutHash(new URL(entry, start.url).href);
      expect(wanted.has(url), entry).toBe(false);
    }
  });

  it.each([...expected.feeds, ...expected.listings].map((e) => [label(e), e] as const))(
    '%s can be reached the way foundBy says',
    (_label, e) => {
      const want = new Set(targets(site, e).map(withoutHash));
      const hit = (urls: string[]) => urls.some((u) => want.has(withoutHash(u)));
      for (const how of e.foundBy) {
        switch (how) {
          case 'start-page':
            expect(want.has(withoutHash(start.url))).toBe(true);
            break;
          case 'head-link': {
            const home = pages.find((p) => p.url === start.url)!;
            expect(hit(feedLinks(home)), how).toBe(true);
            break;
          }
          case 'listing-head-link':
            expect(
              pages.some((p) => p.url !== start.url && hit(feedLinks(p))),
              how,
            ).toBe(true);
            break;
          case 'body-link':
          case 'navigation':
            expect(
              pages.some((p) => hit(hrefs(p, 'a[href]'))),
              how,
            ).toBe(true);
            break;
          case 'sitemap': {
            const locs = Object.keys(site.files.routes)
              .map((k) => site.fetch(site.resolve(k)))
              .filter((r) => r.status === 200 && /xml/.test(r.contentType))
              .flatMap((r) =>
                [...r.body.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!),
              );
            expect(hit(locs), how).toBe(true);
            break;
          }
          case 'convention':
            break;
        }
      }
    },
  );
});

describe('robots.txt traps in the fixtures', () => {
  const blocked: Array<[string, string]> = [
    ['robots-disallow-news', '/news/'],
    ['robots-disallow-news', '/news/feed/'],
    ['robots-disallow-news', '/news-category/news/'],
    ['squarespace-blog', '/workshops?format=ical'],
    ['squarespace-blog', '/blog?tag=printing'],
    ['blogger-atom', '/search/label/Workshops'],
    ['enterprise-agency-atom', '/myhie/login/?returnUrl=%2F'],
    ['drupal-council-no-feed', '/user/login'],
  ];
  it.each(blocked)('%s disallows %s for ThistleBot', (name, path) => {
    const site = new FixtureSite(name);
    const res = site.get(site.resolve('/robots.txt'));
    expect(parseRobots(res.body, DEFAULT_USER_AGENT).isAllowed(path)).toBe(false);
  });

  it('squarespace-blog still allows ?format=rss', () => {
    const site = new FixtureSite('squarespace-blog');
    const res = site.get(site.resolve('/robots.txt'));
    expect(parseRobots(res.body, DEFAULT_USER_AGENT).isAllowed('/blog?format=rss')).toBe(true);
  });
});
