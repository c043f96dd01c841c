import type { FetchResult } from '../contracts.ts';
import type { ListingKind } from './listing-words.ts';
import type { Platform } from './page.ts';

/** How a feed or listing was found (docs/sources.md#discovery). */
export type FoundBy =
  | 'head-link'
  | 'listing-head-link'
  | 'body-link'
  | 'navigation'
  | 'sitemap'
  | 'convention'
  | 'start-page';

export type DiscoveredFeedType = 'rss' | 'atom' | 'json' | 'ical';

export interface DiscoveredFeed {
  /** Where it was read, after redirects. */
  url: string;
  type: DiscoveredFeedType;
  foundBy: FoundBy;
  title: string | null;
  entries: number;
  newest: Date | null;
  /** Its newest entry is over a year old: kept, but other sources come first. */
  stale: boolean;
  covers: ListingKind;
}

export interface DiscoveredListing {
  url: string;
  kind: ListingKind;
  foundBy: FoundBy[];
  score: number;
  /** Opened during discovery and served as an HTML page; only such listings are watched. */
  checked: boolean;
}

export interface DiscoveryResult {
  status: 'found' | 'nothing' | 'failed';
  homepage: string;
  /** The homepage after redirects. */
  site: string | null;
  platform: Platform;
  feeds: DiscoveredFeed[];
  listings: DiscoveredListing[];
  /** Pages robots.txt keeps us from, that would otherwise have been looked at. */
  blocked: string[];
  requests: number;
  error: string | null;
}

export interface DiscoveryOptions {
  /** One GET through the polite fetcher (robots.txt, per-host limits, caps, address guard). */
  fetch: (url: string) => Promise<FetchResult>;
  now: Date;
  /** The fetcher's user agent: robots.txt rules are read for it. */
  userAgent?: string;
  /** Requests one site may be sent during one discovery. */
  maxRequests?: number;
}
