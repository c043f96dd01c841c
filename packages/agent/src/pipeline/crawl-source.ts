import { eq, inArray } from 'drizzle-orm';
import { items, sources, type Db } from '@thistle/db';
import type { FetchResult, ParsedEntry } from '../contracts.ts';
import { nextSourceState } from '../sources/schedule.ts';
import { canonicalLink } from './canonical.ts';
import { fingerprint } from './fingerprint.ts';
import type { FetchOptions, PipelineStages } from './stages.ts';
import { findExistingItem, insertItem, linkItemToSource } from './store.ts';

export type Source = typeof sources.$inferSelect;

export interface CrawlOptions {
  now?: Date;
  /** Thistle's own origin, fetchable by sample sources despite the private-address guard. */
  selfOrigin?: string;
  /** Item pages fetched per HTML listing per run: politeness towards one site. */
  maxItemPages?: number;
}

export interface SourceCrawlResult {
  sourceId: string;
  name: string;
  url: string;
  outcome: 'fetched' | 'not-modified' | 'failed';
  error: string | null;
  bytes: number;
  entries: number;
  newItems: number;
  /** Entries that were already an item first published by another source. */
  duplicates: number;
  /** Entries this source had published before (seen on an earlier crawl). */
  known: number;
  /** Entries that could not be stored (the rest of the source still is); the first reason. */
  skipped: number;
  skippedError: string | null;
  newItemIds: string[];
}

const MAX_BODY_CHARS = 20_000;

/**
 * One source through the whole pipeline: fetch with its validators, parse, read the item
 * pages of a listing, then extract, tag, dedupe and store each entry, and record the fetch
 * state. Never throws: a failing source is recorded (with back-off) and reported.
 */
export async function crawlSource(
  db: Db,
  stages: PipelineStages,
  source: Source,
  options: CrawlOptions = {},
): Promise<SourceCrawlResult> {
  const now = options.now ?? new Date();
  const result: SourceCrawlResult = {
    sourceId: source.id,
    name: source.name,
    url: source.url,
    outcome: 'failed',
    error: null,
    bytes: 0,
    entries: 0,
    newItems: 0,
    duplicates: 0,
    known: 0,
    skipped: 0,
    skippedError: null,
    newItemIds: [],
  };
  const fetchOptions: FetchOptions =
    source.origin === 'sample' && options.selfOrigin ? { trustedOrigin: options.selfOrigin } : {};
  // The pack is served by whichever address this server has now, not the one it had when
  // the source was registered.
  const url =
    source.origin === 'sample' && options.selfOrigin
      ? new URL(new URL(source.url).pathname, options.selfOrigin).toString()
      : source.url;
  let fetched: FetchResult;
  try {
    fetched = await stages.fetch(
      url,
      { etag: source.etag, lastModified: source.lastModified },
      fetchOptions,
    );
  } catch (error) {
    fetched = {
      status: 'error',
      url,
      httpStatus: null,
      reason: 'network',
      message: errorMessage(error),
      bytes: 0,
    };
  }
  result.bytes = fetched.bytes;

  try {
    if (fetched.status === 'error') {
      result.error = `${fetched.reason}: ${fetched.message}`;
      await recordState(db, source, now, {
        ok: false,
        httpStatus: fetched.httpStatus,
        error: result.error,
        retryAfter: fetched.retryAfter,
      });
      return result;
    }
    if (fetched.status === 'not-modified') {
      result.outcome = 'not-modified';
      await recordState(db, source, now, { ok: true, httpStatus: 304 }, { bytes: fetched.bytes });
      return result;
    }

    const feed = stages.parseFeed(fetched.body, {
      type: source.type,
      url: fetched.finalUrl,
      contentType: fetched.contentType,
      now,
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
        {
          fetchOptions,
          max: options.maxItemPages ?? 10,
          result,
        },
      );
      entries.push(...pages);
    }
    result.entries = entries.length;
    for (const entry of entries) {
      // One bad entry must not cost the source its other entries.
      try {
        await storeEntry(db, stages, source, entry, fetched.finalUrl, now, result);
      } catch (error) {
        result.skipped++;
        result.skippedError ??= `${entry.title.slice(0, 80)}: ${errorMessage(error).slice(0, 300)}`;
      }
    }
    result.outcome = 'fetched';
    await recordState(
      db,
      source,
      now,
      { ok: true, httpStatus: fetched.httpStatus },
      { bytes: result.bytes, etag: fetched.etag, lastModified: fetched.lastModified },
    );
  } catch (error) {
    result.outcome = 'failed';
    result.error = errorMessage(error);
    await recordState(db, source, now, {
      ok: false,
      httpStatus: fetched.httpStatus,
      error: result.error,
    });
  }
  return result;
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
  context: { fetchOptions: FetchOptions; max: number; result: SourceCrawlResult },
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
    const added = await linkItemToSource(db, item.id, source.id, item.link, null);
    if (added) context.result.duplicates++;
    else context.result.known++;
  }
  const pages: ParsedEntry[] = [];
  for (const url of [...wanted.values()].slice(0, context.max)) {
    const page = await stages.fetch(url, {}, context.fetchOptions);
    context.result.bytes += page.bytes;
    if (page.status !== 'ok') continue;
    const entry = stages.extractArticle(page.body, page.finalUrl);
    if (entry) pages.push({ ...entry, link: entry.link ?? url });
  }
  return pages;
}

async function storeEntry(
  db: Db,
  stages: PipelineStages,
  source: Source,
  entry: ParsedEntry,
  baseUrl: string,
  now: Date,
  result: SourceCrawlResult,
) {
  const title = entry.title.replace(/\s+/g, ' ').trim();
  if (!title) return;
  const body = entry.text.trim().slice(0, MAX_BODY_CHARS);
  const link = entry.link ? absolute(entry.link, baseUrl) : null;
  let canonical = canonicalLink(link);
  // Occurrences of a recurring calendar event share one link; each start is its own item.
  if (canonical && source.type === 'ical' && entry.eventStart) {
    canonical = `${canonical}#${entry.eventStart.toISOString()}`;
  }
  const fp = fingerprint(title, body);
  const existing = await findExistingItem(db, {
    title,
    body,
    canonicalLink: canonical,
    fingerprint: fp,
    eventStart: entry.eventStart ?? null,
  });
  if (existing) {
    const added = await linkItemToSource(
      db,
      existing.id,
      source.id,
      link,
      entry.externalId ?? null,
    );
    if (added) result.duplicates++;
    else result.known++;
    return;
  }
  const facts = stages.extractFacts({ ...entry, title, text: body }, now);
  const organisation = facts.organisation ?? entry.organisation ?? source.name;
  const tags = await stages.tagger.tag({
    title,
    body,
    link,
    organisation,
    sourceRegions: source.regions,
    sourceKind: source.kind,
  });
  const itemId = await insertItem(db, {
    title,
    body,
    link,
    canonicalLink: canonical,
    fingerprint: fp,
    publishedAt: entry.publishedAt ?? null,
    organisation,
    image: entry.image ?? null,
    facts: {
      ...facts,
      eventStart: facts.eventStart ?? entry.eventStart ?? null,
      eventEnd: facts.eventEnd ?? entry.eventEnd ?? null,
      location: facts.location ?? entry.location ?? null,
    },
    tags,
    isSample: source.origin === 'sample' || entry.isSample === true,
  });
  if (!itemId) {
    // Another crawl stored the same link between our lookup and our insert.
    const raced = await findExistingItem(db, {
      title,
      body,
      canonicalLink: canonical,
      fingerprint: fp,
      eventStart: entry.eventStart ?? null,
    });
    if (raced) {
      await linkItemToSource(db, raced.id, source.id, link, entry.externalId ?? null);
      result.duplicates++;
    }
    return;
  }
  await linkItemToSource(db, itemId, source.id, link, entry.externalId ?? null);
  result.newItems++;
  result.newItemIds.push(itemId);
}

async function recordState(
  db: Db,
  source: Source,
  now: Date,
  outcome: Parameters<typeof nextSourceState>[1],
  extra: { bytes?: number; etag?: string | null; lastModified?: string | null } = {},
) {
  const state = nextSourceState(source, outcome, now);
  await db
    .update(sources)
    .set({
      ...state,
      lastFetchedAt: now,
      ...(extra.bytes !== undefined ? { lastBytes: extra.bytes } : {}),
      // A 200 without validators clears the old ones; a 304 or a failure keeps them.
      ...(extra.etag !== undefined ? { etag: extra.etag } : {}),
      ...(extra.lastModified !== undefined ? { lastModified: extra.lastModified } : {}),
      updatedAt: now,
    })
    .where(eq(sources.id, source.id));
}

function absolute(link: string, base: string): string {
  try {
    return new URL(link, base).toString();
  } catch {
    return link;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
