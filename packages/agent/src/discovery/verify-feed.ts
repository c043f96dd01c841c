import type { FetchResult, ParsedFeed } from '../contracts.ts';
import { canonicalLink } from '../pipeline/canonical.ts';
import { parseFeed, sniffFeedType } from '../parse/index.ts';
import { guessFeedKind } from './listing-words.ts';
import type { DiscoveredFeed, DiscoveredFeedType, FoundBy } from './types.ts';

const STALE_AFTER_MS = 365 * 86_400_000;

export interface VerifiedFeed extends DiscoveredFeed {
  /** Its entries' links, to recognise the same feed offered twice (RSS and Atom). */
  entryLinks: Set<string>;
}

/**
 * A fetched document read as a feed: kept only if it is RSS, Atom, JSON Feed or iCalendar and
 * has at least one entry (a feed that parses to nothing is no source).
 */
export function readFeed(
  res: Extract<FetchResult, { status: 'ok' }>,
  foundBy: FoundBy,
  advertisedTitle: string,
  now: Date,
): VerifiedFeed | null {
  const sniffed = sniffFeedType(res.body, res.contentType);
  if (!sniffed || sniffed === 'html') return null;
  let parsed: ParsedFeed;
  try {
    parsed = parseFeed(res.body, { url: res.finalUrl, contentType: res.contentType, now });
  } catch {
    return null;
  }
  if (parsed.entries.length === 0) return null;
  const type = parsed.type as DiscoveredFeedType;
  const dates = parsed.entries
    .map((e) => (e.publishedAt ?? e.eventStart)?.getTime())
    .filter((t): t is number => t !== undefined && Number.isFinite(t));
  const newest = dates.length ? new Date(Math.max(...dates)) : null;
  const title = parsed.title ?? (advertisedTitle || null);
  return {
    url: res.finalUrl,
    type,
    foundBy,
    title,
    entries: parsed.entries.length,
    newest,
    // A calendar's entries are upcoming events by construction; only a dated feed goes stale.
    stale: type !== 'ical' && newest !== null && now.getTime() - newest.getTime() > STALE_AFTER_MS,
    covers: guessFeedKind(res.finalUrl, title ?? '', type),
    entryLinks: new Set(
      parsed.entries
        .map((e) => canonicalLink(e.link, res.finalUrl))
        .filter((l): l is string => !!l),
    ),
  };
}

/** Two feeds whose entries mostly link to the same pages are one feed in two formats. */
export function sameFeed(a: VerifiedFeed, b: VerifiedFeed): boolean {
  const smaller = a.entryLinks.size <= b.entryLinks.size ? a.entryLinks : b.entryLinks;
  const larger = smaller === a.entryLinks ? b.entryLinks : a.entryLinks;
  if (smaller.size === 0) return false;
  let shared = 0;
  for (const link of smaller) if (larger.has(link)) shared++;
  return shared / smaller.size >= 0.8;
}
