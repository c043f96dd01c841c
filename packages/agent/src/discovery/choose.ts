import type { ListingKind } from './listing-words.ts';
import type { DiscoveredFeed, DiscoveryResult, FoundBy } from './types.ts';

/** What one organisation's site is watched through: at most this many URLs. */
export const MAX_TARGETS = 3;

export interface WatchTarget {
  url: string;
  type: 'rss' | 'atom' | 'json' | 'ical' | 'html';
  foundBy: FoundBy;
  covers: ListingKind;
  stale: boolean;
}

/** Listing kinds in the order Thistle's readers need them. */
const KIND_PRIORITY: ListingKind[] = ['funding', 'events', 'news', 'resources'];

const FEED_PREFERENCE: FoundBy[] = [
  'head-link',
  'listing-head-link',
  'body-link',
  'convention',
  'start-page',
];

function feedTarget(feed: DiscoveredFeed): WatchTarget {
  return {
    url: feed.url,
    type: feed.type,
    foundBy: feed.foundBy,
    covers: feed.covers,
    stale: feed.stale,
  };
}

/**
 * What to watch from what discovery found: live feeds first (cheap to re-read, dated), then
 * checked listing pages for what the feeds do not cover (funding, then events, news,
 * resources), and a dormant feed only after those. The first target is the main one.
 */
export function chooseTargets(result: DiscoveryResult): WatchTarget[] {
  const feeds = [...result.feeds].sort(
    (a, b) => FEED_PREFERENCE.indexOf(a.foundBy) - FEED_PREFERENCE.indexOf(b.foundBy),
  );
  const targets: WatchTarget[] = [];
  const covered = new Set<ListingKind>();
  for (const feed of feeds.filter((f) => !f.stale)) {
    if (targets.length >= MAX_TARGETS) break;
    targets.push(feedTarget(feed));
    covered.add(feed.covers);
  }
  for (const kind of KIND_PRIORITY) {
    if (targets.length >= MAX_TARGETS) break;
    if (covered.has(kind)) continue;
    const listing = result.listings.find((l) => l.checked && l.kind === kind);
    if (!listing || targets.some((t) => t.url === listing.url)) continue;
    targets.push({
      url: listing.url,
      type: 'html',
      foundBy: listing.foundBy[0]!,
      covers: kind,
      stale: false,
    });
    covered.add(kind);
  }
  for (const feed of feeds.filter((f) => f.stale)) {
    if (targets.length >= MAX_TARGETS) break;
    targets.push(feedTarget(feed));
  }
  return targets;
}

/** One line for the operator: what was found and what kept something from being watched. */
export function discoveryNote(result: DiscoveryResult, targets: WatchTarget[]): string | null {
  const parts: string[] = [];
  if (result.status === 'failed') parts.push(`homepage unreadable (${result.error})`);
  else if (targets.length === 0)
    parts.push(`no feed or listing page found in ${result.requests} requests`);
  const dormant = result.feeds.filter((f) => f.stale);
  for (const feed of dormant) {
    parts.push(
      `feed ${feed.url} looks dormant (newest entry ${feed.newest?.toISOString().slice(0, 10) ?? 'undated'})`,
    );
  }
  if (result.blocked.length > 0) {
    const paths = result.blocked.slice(0, 3).map((u) => new URL(u).pathname);
    parts.push(
      `robots.txt disallows ${paths.join(', ')}${result.blocked.length > 3 ? ` and ${result.blocked.length - 3} more` : ''}`,
    );
  }
  return parts.length ? parts.join('; ') : null;
}
