import type { Db } from '@thistle/db';
import { FeedParseError } from '../parse/index.ts';
import { flagForRediscoveryIfBroken, UNREADABLE } from '../sources/rediscovery.ts';
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
 * state. Never throws: a failing source is recorded (with back-off) and reported; one that
 * has broken (gone, unreadable, empty) is handed back to discovery.
 */
export async function crawlSource(
  db: Db,
  stages: PipelineStages,
  source: Source,
  options: CrawlOptions = {},
): Promise<SourceCrawlResult> {
  const now = options.now ?? new Date();
  const random = stages.random ?? Math.random;
  const result = newCrawlResult(source);
  const target = crawlTarget(source, options.selfOrigin);
  const fetched = await fetchSource(stages, source, target);
  result.bytes = fetched.bytes;
  let recorded: Source;
  try {
    if (fetched.status === 'error') {
      result.error = `${fetched.reason}: ${fetched.message}`;
      recorded = await recordFailure(
        db,
        source,
        now,
        {
          httpStatus: fetched.httpStatus,
          error: result.error,
          ...(fetched.retryAfter !== undefined ? { retryAfter: fetched.retryAfter } : {}),
        },
        random,
      );
    } else if (fetched.status === 'not-modified') {
      result.outcome = 'not-modified';
      recorded = await recordNotModified(db, source, now, fetched, random);
    } else {
      const read = await readEntries(db, stages, source, fetched, {
        fetchOptions: target.fetchOptions,
        maxItemPages: options.maxItemPages ?? 10,
        now,
        result,
      });
      result.entries = read.entries.length;
      await storeEntries(db, stages, source, read.entries, fetched.finalUrl, now, result);
      result.outcome = 'fetched';
      recorded = await recordFetched(
        db,
        source,
        now,
        fetched,
        {
          bytes: result.bytes,
          ttlMinutes: read.ttlMinutes,
          yieldedNothing: result.entries + result.known + result.duplicates === 0,
        },
        random,
      );
    }
  } catch (error) {
    result.outcome = 'failed';
    result.error =
      error instanceof FeedParseError ? `${UNREADABLE}: ${error.message}` : errorMessage(error);
    recorded = await recordFailure(
      db,
      source,
      now,
      { httpStatus: fetched.httpStatus, error: result.error },
      random,
    );
  }
  await flagForRediscoveryIfBroken(db, recorded, now);
  return result;
}
