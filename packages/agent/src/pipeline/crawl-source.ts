import type { Db } from '@thistle/db';
import { readEntries } from './read-entries.ts';
import {
  errorMessage,
  newCrawlResult,
  type Source,
  type SourceCrawlResult,
} from './source-crawl-result.ts';
import { crawlTarget, fetchSource } from './source-fetch.ts';
import { recordFailure, recordFetched, recordNotModified } from './source-state.ts';
import type { PipelineStages } from './stages.ts';
import { storeEntries } from './store-entry.ts';

export type { Source, SourceCrawlResult } from './source-crawl-result.ts';

export interface CrawlOptions {
  now?: Date;
  /** Thistle's own origin, fetchable by sample sources despite the private-address guard. */
  selfOrigin?: string;
  /** Item pages fetched per HTML listing per run: politeness towards one site. */
  maxItemPages?: number;
}

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
  const result = newCrawlResult(source);
  const target = crawlTarget(source, options.selfOrigin);
  const fetched = await fetchSource(stages, source, target);
  result.bytes = fetched.bytes;
  try {
    if (fetched.status === 'error') {
      result.error = `${fetched.reason}: ${fetched.message}`;
      await recordFailure(db, source, now, {
        httpStatus: fetched.httpStatus,
        error: result.error,
        retryAfter: fetched.retryAfter,
      });
      return result;
    }
    if (fetched.status === 'not-modified') {
      result.outcome = 'not-modified';
      await recordNotModified(db, source, now, fetched.bytes);
      return result;
    }
    const entries = await readEntries(db, stages, source, fetched, {
      fetchOptions: target.fetchOptions,
      maxItemPages: options.maxItemPages ?? 10,
      now,
      result,
    });
    result.entries = entries.length;
    await storeEntries(db, stages, source, entries, fetched.finalUrl, now, result);
    result.outcome = 'fetched';
    await recordFetched(db, source, now, fetched, result.bytes);
  } catch (error) {
    result.outcome = 'failed';
    result.error = errorMessage(error);
    await recordFailure(db, source, now, { httpStatus: fetched.httpStatus, error: result.error });
  }
  return result;
}
