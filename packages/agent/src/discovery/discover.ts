import type { FetchResult } from '../contracts.ts';
import { allowAll, DEFAULT_USER_AGENT, parseRobots, type RobotsRules } from '../fetch/index.ts';
import { canonicalLink } from '../pipeline/canonical.ts';
import { parseHtmlListing } from '../parse/html.ts';
import { sniffFeedType } from '../parse/index.ts';
import { collectionFeedUrl, conventionalFeedPaths, looksLikeFeedUrl } from './conventions.ts';
import { guessListing, isHubLink, type ListingKind } from './listing-words.ts';
import { isCommentFeed, readPage, type Platform, type ReadPage } from './page.ts';
import { parseSitemap, rankChildSitemaps, sitemapsInRobots } from './sitemaps.ts';
import type { DiscoveredListing, DiscoveryOptions, DiscoveryResult, FoundBy } from './types.ts';
import { readFeed, sameFeed, type VerifiedFeed } from './verify-feed.ts';

const DEFAULT_MAX_REQUESTS = 24;
const LIMITS = {
  /** Feeds checked in all (each is one request). */
  feeds: 8,
  hubs: 2,
  sitemaps: 4,
  /** Listing pages opened: to confirm them and to find the feeds they advertise. */
  listingPages: 6,
  /** Item-like links on the homepage that make the homepage itself a listing (a blog). */
  startPageItems: 5,
};
const KINDS: ListingKind[] = ['funding', 'events', 'news', 'resources'];

type Ok = Extract<FetchResult, { status: 'ok' }>;

interface FeedCandidate {
  url: string;
  foundBy: FoundBy;
  title: string;
}

const siteOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/**
 * Finds what to watch on a site known only by its homepage: feeds it advertises (in a page's
 * head or body), feeds at its platform's usual paths, and listing pages for funding, events,
 * news and resources reached from its menus, its business pages or its sitemaps. Polite: every
 * request goes through the crawler's fetcher, nothing robots.txt disallows is fetched or
 * chosen, and one site is sent at most `maxRequests` requests.
 */
export async function discoverSite(
  homepage: string,
  options: DiscoveryOptions,
): Promise<DiscoveryResult> {
  const { now } = options;
  let requests = 0;
  const maxRequests = options.maxRequests ?? DEFAULT_MAX_REQUESTS;
  const get = async (url: string): Promise<FetchResult | null> => {
    if (requests >= maxRequests) return null;
    requests++;
    return options.fetch(url);
  };
  const result = (
    status: DiscoveryResult['status'],
    extra: Partial<DiscoveryResult> = {},
  ): DiscoveryResult => ({
    status,
    homepage,
    site: null,
    platform: null,
    feeds: [],
    listings: [],
    blocked: [],
    requests,
    error: null,
    ...extra,
  });

  const home = await get(homepage);
  if (!home || home.status !== 'ok') {
    const error = !home
      ? 'no requests allowed'
      : home.status === 'error'
        ? `${home.reason}: ${home.message}`
        : 'the homepage answered 304 to an unconditional request';
    return result('failed', { error });
  }
  const start = new URL(home.finalUrl);
  const sameSite = (url: URL) => siteOf(url) === siteOf(start);

  // A "homepage" that is itself a feed needs nothing more.
  const homeType = sniffFeedType(home.body, home.contentType);
  if (homeType && homeType !== 'html') {
    const feed = readFeed(home, 'start-page', '', now);
    return result(feed ? 'found' : 'nothing', {
      site: start.href,
      feeds: feed ? [withoutLinks(feed)] : [],
    });
  }

  const robotsRes = await get(new URL('/robots.txt', start).href);
  const robotsOk = robotsRes?.status === 'ok' ? robotsRes : null;
  const rules: RobotsRules = robotsOk
    ? parseRobots(robotsOk.body, options.userAgent ?? DEFAULT_USER_AGENT)
    : allowAll;
  const blocked = new Set<string>();
  const allowed = (url: string) => {
    const u = new URL(url);
    // Other hosts' robots.txt is checked by the fetcher itself when (if) they are fetched.
    if (u.host !== start.host) return true;
    if (rules.isAllowed(`${u.pathname}${u.search}`)) return true;
    blocked.add(u.href);
    return false;
  };

  const feedCandidates = new Map<string, FeedCandidate>();
  const listings = new Map<string, DiscoveredListing>();
  const hubs: string[] = [];
  const opened = new Set<string>();
  let platform: Platform = null;

  const addFeed = (url: string, foundBy: FoundBy, title: string) => {
    if (isCommentFeed(url, title) || !allowed(url)) return;
    const key = canonicalLink(url) ?? url;
    if (!feedCandidates.has(key)) feedCandidates.set(key, { url, foundBy, title });
  };
  const addListing = (url: string, kind: ListingKind, score: number, foundBy: FoundBy) => {
    if (!allowed(url)) return;
    const key = canonicalLink(url) ?? url;
    const known = listings.get(key);
    if (known) {
      // Reached more than one way (menu and sitemap): all the more likely a real listing.
      if (!known.foundBy.includes(foundBy)) {
        known.foundBy.push(foundBy);
        known.score += 1;
      }
      known.score = Math.max(known.score, score);
      return;
    }
    listings.set(key, { url, kind, foundBy: [foundBy], score, checked: false });
  };

  const harvest = (page: ReadPage, isHome: boolean) => {
    platform ??= page.platform;
    for (const feed of page.feeds)
      addFeed(feed.url, isHome ? 'head-link' : 'listing-head-link', feed.title);
    for (const link of page.links) {
      const url = new URL(link.url);
      if (link.feedType) {
        addFeed(link.url, 'body-link', link.text);
        continue;
      }
      if (!sameSite(url)) continue;
      if (looksLikeFeedUrl(link.url)) {
        addFeed(link.url, 'body-link', link.text);
        continue;
      }
      const guess = guessListing(url, link.text);
      if (guess)
        addListing(link.url, guess.kind, guess.score + (link.inMenu ? 1 : 0), 'navigation');
      else if (isHome && isHubLink(url, link.text) && hubs.length < 10 && !hubs.includes(link.url))
        hubs.push(link.url);
    }
  };

  const homePage = readPage(home.body, start.href);
  harvest(homePage, true);
  opened.add(canonicalLink(start.href) ?? start.href);
  const homeItems = (parseHtmlListing(home.body, start.href).discoveredLinks ?? []).map(
    (link) => canonicalLink(link) ?? link,
  );

  const verified: VerifiedFeed[] = [];
  const checkedFeeds = new Set<string>();
  const verifyFeeds = async (only?: (c: FeedCandidate) => boolean) => {
    for (const [key, candidate] of feedCandidates) {
      if (checkedFeeds.has(key) || (only && !only(candidate))) continue;
      if (checkedFeeds.size >= LIMITS.feeds) return;
      checkedFeeds.add(key);
      const res = await get(candidate.url);
      if (!res) return;
      if (res.status === 'error' && res.reason === 'robots') blocked.add(candidate.url);
      if (res.status !== 'ok') continue;
      const feed = readFeed(res, candidate.foundBy, candidate.title, now);
      if (feed && !verified.some((v) => v.url === feed.url || sameFeed(v, feed)))
        verified.push(feed);
    }
  };

  const openPage = async (url: string): Promise<Ok | null> => {
    const key = canonicalLink(url) ?? url;
    if (opened.has(key)) return null;
    opened.add(key);
    const res = await get(url);
    if (!res) return null;
    if (res.status === 'error' && res.reason === 'robots') blocked.add(url);
    if (res.status !== 'ok' || sniffFeedType(res.body, res.contentType) !== 'html') return null;
    return res;
  };

  await verifyFeeds((c) => c.foundBy === 'head-link');

  for (const hub of hubs.slice(0, LIMITS.hubs)) {
    if (!allowed(hub)) continue;
    const res = await openPage(hub);
    if (res) harvest(readPage(res.body, res.finalUrl), false);
  }

  const missingKinds = () =>
    KINDS.slice(0, 3).filter((kind) => ![...listings.values()].some((l) => l.kind === kind));
  if (missingKinds().length > 0) {
    await readSitemaps(start, robotsOk?.body ?? '', get, allowed, sameSite, addListing);
  }

  // Open the best listing of each kind (and the next best when one fails) to confirm it and to
  // find the feeds listing pages advertise.
  let pagesOpened = 0;
  for (let pass = 0; pass < 2 && pagesOpened < LIMITS.listingPages; pass++) {
    for (const kind of KINDS) {
      if (pagesOpened >= LIMITS.listingPages) break;
      const ofKind = [...listings.values()].filter((l) => l.kind === kind);
      if (ofKind.some((l) => l.checked)) continue;
      const next = ofKind.filter((l) => !opened.has(canonicalLink(l.url) ?? l.url)).sort(byRank)[0];
      if (!next) continue;
      pagesOpened++;
      const res = await openPage(next.url);
      if (!res) {
        listings.delete(canonicalLink(next.url) ?? next.url);
        continue;
      }
      next.checked = true;
      if (res.finalUrl !== next.url && sameSite(new URL(res.finalUrl))) next.url = res.finalUrl;
      harvest(readPage(res.body, res.finalUrl), false);
      const collection = collectionFeedUrl(platform, next.url);
      if (collection) addFeed(collection, 'convention', '');
    }
  }

  await verifyFeeds();
  if (!verified.some((f) => !f.stale)) {
    for (const path of conventionalFeedPaths(platform))
      addFeed(new URL(path, start).href, 'convention', '');
    await verifyFeeds((c) => c.foundBy === 'convention');
  }

  // The homepage is itself a listing (a blog's front page) when it links to many item pages,
  // or to items the site's own feed carries.
  const inFeeds = homeItems.filter((link) => verified.some((f) => f.entryLinks.has(link)));
  if (homeItems.length >= LIMITS.startPageItems || inFeeds.length >= 2) {
    addListing(start.href, 'news', 1, 'start-page');
    const startListing = listings.get(canonicalLink(start.href) ?? start.href);
    if (startListing) startListing.checked = true;
  }

  const feeds = verified.map(withoutLinks);
  const found = [...listings.values()].sort(byRank);
  return result(feeds.length > 0 || found.some((l) => l.checked) ? 'found' : 'nothing', {
    site: start.href,
    platform,
    feeds,
    listings: found,
    blocked: [...blocked],
  });
}

function byRank(a: DiscoveredListing, b: DiscoveredListing): number {
  return (
    b.score - a.score ||
    new URL(a.url).pathname.split('/').filter(Boolean).length -
      new URL(b.url).pathname.split('/').filter(Boolean).length
  );
}

function withoutLinks({ entryLinks: _links, ...feed }: VerifiedFeed) {
  return feed;
}

/**
 * Listing pages named in the site's sitemaps: those robots.txt names, else /sitemap.xml; an
 * index's children are read pages-and-sections first, a few at most.
 */
async function readSitemaps(
  start: URL,
  robotsTxt: string,
  get: (url: string) => Promise<FetchResult | null>,
  allowed: (url: string) => boolean,
  sameSite: (url: URL) => boolean,
  addListing: (url: string, kind: ListingKind, score: number, foundBy: FoundBy) => void,
) {
  const named = sitemapsInRobots(robotsTxt, start.href);
  const queue = named.length > 0 ? named.slice(0, 2) : [new URL('/sitemap.xml', start).href];
  let read = 0;
  while (queue.length > 0 && read < LIMITS.sitemaps) {
    const url = queue.shift()!;
    if (!allowed(url)) continue;
    read++;
    const res = await get(url);
    if (!res || res.status !== 'ok') continue;
    const sitemap = parseSitemap(res.body);
    if (!sitemap) continue;
    if (sitemap.kind === 'index') {
      queue.push(...rankChildSitemaps(sitemap.locations));
      continue;
    }
    for (const location of sitemap.locations) {
      let loc: URL;
      try {
        loc = new URL(location, res.finalUrl);
      } catch {
        continue;
      }
      if (!sameSite(loc)) continue;
      const guess = guessListing(loc);
      if (guess) addListing(loc.href, guess.kind, guess.score, 'sitemap');
    }
  }
}
