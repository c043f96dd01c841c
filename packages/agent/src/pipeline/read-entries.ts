import { inArray } from 'drizzle-orm';
import { items, type Db } from '@thistle/db';
import type { FetchResult, ParsedEntry } from '../contracts.ts';
import { canonicalLink } from './canonical.ts';
import { countEntry, type Source, type SourceCrawlResult } from './source-crawl-result.ts';
import type { FetchOptions, PipelineStages } from './stages.ts';
import { linkItemToSource } from './store.ts';

export interface ReadContext {
  fetchOptions: FetchOptions;
  /** Item pages fetched per HTML listing per run. */
  maxItemPages: number;
  now: Date;
  result: SourceCrawlResult;
}

export interface ReadEntries {
  entries: ParsedEntry[];
  /** The feed's <ttl> in minutes, when it gives one. */
  ttlMinutes: number | null;
}

/** The entries of a fetched source: its feed's, plus the item pages an HTML listing links to. */
export async function readEntries(
  db: Db,
  stages: PipelineStages,
  source: Source,
  fetched: Extract<FetchResult, { status: 'ok' }>,
  context: ReadContext,
): Promise<ReadEntries> {
  const feed = stages.parseFeed(fetched.body, {
    type: source.type,
    url: fetched.finalUrl,
    contentType: fetched.contentType,
    now: context.now,
  });
  const entries: ParsedEntry[] = [...feed.entries];
  if (source.type === 'html' && feed.discoveredLinks?.length) {
    const pages = await readItemPages(
      db,
      stages,
      fetched.finalUrl,
      source,
      feed.discoveredLinks,
      entries,
      context,
    );
    entries.push(...pages);
  }
  return { entries, ttlMinutes: feed.ttlMinutes ?? null };
}

/**
 * Fetches the item pages a listing links to that are not stored yet (a bounded number per
 * run, so one site is never hammered) and reads each page's main content.
 */
async function readItemPages(
  db: Db,
  stages: PipelineStages,
  base: string,
  source: Source,
  links: string[],
  listed: ParsedEntry[],
  context: ReadContext,
): Promise<ParsedEntry[]> {
  const alreadyListed = new Set(listed.map((e) => canonicalLink(e.link, base)));
  const wanted = new Map<string, string>();
  for (const link of links) {
    const canonical = canonicalLink(link, base);
    if (canonical && !alreadyListed.has(canonical) && !wanted.has(canonical)) {
      wanted.set(canonical, new URL(link, base).toString());
    }
  }
  if (wanted.size === 0) return [];
  const stored = await db
    .select({ id: items.id, canonicalLink: items.canonicalLink, link: items.link })
    .from(items)
    .where(inArray(items.canonicalLink, [...wanted.keys()]));
  for (const item of stored) {
    // Known pages are not fetched again; the source is still remembered as a publisher.
    wanted.delete(item.canonicalLink!);
    const added = await linkItemToSource(db, item.id, source.id, item.link, null, context.now);
    countEntry(context.result, { kind: added ? 'duplicate' : 'known' });
  }
  const pages: ParsedEntry[] = [];
  for (const url of [...wanted.values()].slice(0, context.maxItemPages)) {
    const page = await stages.fetch(url, {}, context.fetchOptions);
    context.result.bytes += page.bytes;
    if (page.status !== 'ok') continue;
    const entry = stages.extractArticle(page.body, page.finalUrl);
    if (entry) pages.push({ ...entry, link: entry.link ?? url });
  }
  return pages;
}
