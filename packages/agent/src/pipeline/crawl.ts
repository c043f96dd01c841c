import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import type { CrawlOptions, Source, SourceCrawlResult } from './crawl-source.ts';
import type { PipelineStages } from './stages.ts';
import { watchSource } from './watch-source.ts';

export interface CrawlSummary {
  sources: number;
  fetched: number;
  notModified: number;
  failed: number;
  /** Organisations whose sites were searched for feeds and listings in this run. */
  discovered: number;
  /** Of those, the ones where nothing to watch was found. */
  unwatched: number;
  newItems: number;
  duplicates: number;
  known: number;
  changedItems: number;
  skipped: number;
  bytes: number;
  newItemIds: string[];
  results: SourceCrawlResult[];
}

export interface CrawlManyOptions extends CrawlOptions {
  /**
   * Sources in flight at once. The fetcher enforces the real network limits (global and per
   * host); this only bounds the work (and database connections) held open at a time.
   */
  concurrency?: number;
  onProgress?: (done: number, total: number, last: SourceCrawlResult) => void;
}

export function emptySummary(): CrawlSummary {
  return {
    sources: 0,
    fetched: 0,
    notModified: 0,
    failed: 0,
    discovered: 0,
    unwatched: 0,
    newItems: 0,
    duplicates: 0,
    known: 0,
    changedItems: 0,
    skipped: 0,
    bytes: 0,
    newItemIds: [],
    results: [],
  };
}

export function addToSummary(summary: CrawlSummary, result: SourceCrawlResult) {
  summary.sources++;
  if (result.outcome === 'fetched') summary.fetched++;
  else if (result.outcome === 'not-modified') summary.notModified++;
  else if (result.outcome === 'unwatched') summary.unwatched++;
  else summary.failed++;
  if (result.discovery) summary.discovered++;
  summary.newItems += result.newItems;
  summary.duplicates += result.duplicates;
  summary.known += result.known;
  summary.changedItems += result.changedItems;
  summary.skipped += result.skipped;
  summary.bytes += result.bytes;
  summary.newItemIds.push(...result.newItemIds);
  summary.results.push(result);
}

/**
 * Crawls the given sources concurrently (discovering organisations' sites first where needed,
 * and crawling what discovery adds in the same run); one failing source never stops the others.
 */
export async function crawlSources(
  db: Db,
  stages: PipelineStages,
  list: Source[],
  options: CrawlManyOptions = {},
): Promise<CrawlSummary> {
  const summary = emptySummary();
  const queue = [...list];
  let total = list.length;
  const workers = Array.from(
    { length: Math.max(1, Math.min(options.concurrency ?? 64, queue.length)) },
    async () => {
      for (let source = queue.shift(); source; source = queue.shift()) {
        const { result, more } = await watchSource(db, stages, source, options);
        queue.push(...more);
        total += more.length;
        addToSummary(summary, result);
        options.onProgress?.(summary.sources, total, result);
      }
    },
  );
  await Promise.all(workers);
  return summary;
}

/** How long a claimed source is left alone, so a slow run is not crawled twice in parallel. */
const CLAIM_LEASE_MS = 30 * 60_000;

/**
 * Claims up to `limit` enabled sources that are due, oldest first, by pushing their due time
 * forward a little: two workers running the scheduled crawl at once never take the same one.
 * The crawl then sets the real next due time.
 */
export async function claimDueSources(db: Db, limit: number, now = new Date()): Promise<Source[]> {
  const due = db
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.enabled, true), lte(sources.nextDueAt, now)))
    .orderBy(asc(sources.nextDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(sources)
    .set({ nextDueAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(sources.id, due))
    .returning();
}
