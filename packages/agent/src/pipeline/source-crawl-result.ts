import type { sources } from '@thistle/db';

export type Source = typeof sources.$inferSelect;

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

/** Failed until shown otherwise: a crawl that stops early reports itself as failed. */
export function newCrawlResult(source: Source): SourceCrawlResult {
  return {
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
}

/** What one entry turned out to be, as the crawl counts it. */
export type EntryOutcome =
  { kind: 'new'; itemId: string } | { kind: 'duplicate' } | { kind: 'known' } | { kind: 'ignored' };

export function countEntry(result: SourceCrawlResult, outcome: EntryOutcome): void {
  if (outcome.kind === 'new') {
    result.newItems++;
    result.newItemIds.push(outcome.itemId);
  } else if (outcome.kind === 'duplicate') result.duplicates++;
  else if (outcome.kind === 'known') result.known++;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
