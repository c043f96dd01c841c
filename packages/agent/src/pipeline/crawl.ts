import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import {
  crawlSource,
  type CrawlOptions,
  type Source,
  type SourceCrawlResult,
} from './crawl-source.ts';
import type { PipelineStages } from './stages.ts';

export interface CrawlSummary {
  sources: number;
  fetched: number;
  notModified: number;
  failed: number;
  newItems: number;
  duplicates: number;
  known: number;
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
    newItems: 0,
    duplicates: 0,
    known: 0,
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
  else summary.failed++;
  summary.newItems += result.newItems;
  summary.duplicates += result.duplicates;
  summary.known += result.known;
  summary.skipped += result.skipped;
  summary.bytes += result.bytes;
  summary.newItemIds.push(...result.newItemIds);
  summary.results.push(result);
}

/** Crawls the given sources concurrently; one failing source never stops the others. */
export async function crawlSources(
  db: Db,
  stages: PipelineStages,
  list: Source[],
  options: CrawlManyOptions = {},
): Promise<CrawlSummary> {
  const summary = emptySummary();
  const queue = [...list];
  const workers = Array.from(
    { length: Math.max(1, Math.min(options.concurrency ?? 64, queue.length)) },
    async () => {
      for (let source = queue.shift(); source; source = queue.shift()) {
        const result = await crawlSource(db, stages, source, options);
        addToSummary(summary, result);
        options.onProgress?.(summary.sources, list.length, result);
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
