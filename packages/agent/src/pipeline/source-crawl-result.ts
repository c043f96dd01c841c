import type { sources } from '@thistle/db';

export type Source = typeof sources.$inferSelect;

export interface DiscoverySummary {
  status: 'found' | 'nothing' | 'failed';
  /** URLs now watched for the organisation. */
  targets: number;
  requests: number;
  note: string | null;
}

export interface SourceCrawlResult {
  sourceId: string;
  name: string;
  url: string;
  /** `unwatched`: discovery found nothing on the organisation's site to watch. */
  outcome: 'fetched' | 'not-modified' | 'failed' | 'unwatched';
  error: string | null;
  bytes: number;
  entries: number;
  newItems: number;
  /** Entries that were already an item first published by another source. */
  duplicates: number;
  /** Entries this source had published before (seen on an earlier crawl). */
  known: number;
  /** Known entries whose text changed since: the item was updated and the change recorded. */
  changedItems: number;
  /** Entries that could not be stored (the rest of the source still is); the first reason. */
  skipped: number;
  skippedError: string | null;
  newItemIds: string[];
  /** Set when the organisation's site was searched for feeds and listings first. */
  discovery?: DiscoverySummary;
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
    changedItems: 0,
    skipped: 0,
    skippedError: null,
    newItemIds: [],
  };
}

/** What one entry turned out to be, as the crawl counts it. */
export type EntryOutcome =
  | { kind: 'new'; itemId: string }
  | { kind: 'duplicate' }
  | { kind: 'known' }
  | { kind: 'changed'; itemId: string }
  | { kind: 'ignored' };

export function countEntry(result: SourceCrawlResult, outcome: EntryOutcome): void {
  if (outcome.kind === 'new') {
    result.newItems++;
    result.newItemIds.push(outcome.itemId);
  } else if (outcome.kind === 'duplicate') result.duplicates++;
  else if (outcome.kind === 'known') result.known++;
  else if (outcome.kind === 'changed') {
    result.known++;
    result.changedItems++;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
