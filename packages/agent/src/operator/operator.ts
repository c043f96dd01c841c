import { parseCatalogue } from '../catalogue/catalogue.ts';
import { importCatalogue, type ImportSummary } from '../catalogue/import.ts';
import type { FeedType } from '../contracts.ts';
import { crawlAndHandOff, crawlDue, type AgentRuntime } from '../pipeline/run.ts';
import type { CrawlSummary } from '../pipeline/crawl.ts';
import type { Source, SourceCrawlResult } from '../pipeline/crawl-source.ts';
import {
  addSource,
  disableSource,
  findSource,
  listSources,
  sourceStatus,
  type SourceStatus,
} from '../sources/sources.ts';

/** A source as the operator sees it (CLI and /api/operator): plain JSON, no internals. */
export interface OperatorSource {
  id: string;
  name: string;
  url: string;
  type: FeedType;
  kind: string;
  regions: string[];
  origin: 'catalogue' | 'sample' | 'operator';
  enabled: boolean;
  lastStatus: number | null;
  lastError: string | null;
  consecutiveFailures: number;
  flagged: boolean;
  lastFetchedAt: string | null;
  nextDueAt: string;
  /** The organisation's row, when discovery added this one for it. */
  parentId: string | null;
  discoveryStatus: 'not-needed' | 'pending' | 'found' | 'nothing';
  foundBy: string | null;
}

export interface OperatorStatus extends Omit<
  SourceStatus,
  'lastRunAt' | 'failingSources' | 'unwatchedSources'
> {
  lastRunAt: string | null;
  unwatchedSources: {
    id: string;
    name: string;
    homepage: string | null;
    discoveryNote: string | null;
    nextDueAt: string;
  }[];
  failingSources: {
    id: string;
    name: string;
    url: string;
    lastStatus: number | null;
    lastError: string | null;
    consecutiveFailures: number;
    flagged: boolean;
    nextDueAt: string;
  }[];
}

export interface CrawlTotals {
  sources: number;
  fetched: number;
  notModified: number;
  failed: number;
  newItems: number;
  duplicates: number;
  bytes: number;
  /** Organisations whose sites were searched first, and how many offered nothing to watch. */
  discovered: number;
  unwatched: number;
  /** Stored items whose deadline, amount or text changed (recorded in item_changes). */
  changedItems: number;
  failures: { name: string; url: string; error: string }[];
}

export interface CrawlProgress {
  done: number;
  total: number;
  name: string;
  outcome: SourceCrawlResult['outcome'];
}

/** The operator's commands, the same whether the CLI runs them itself or through the server. */
export interface Operator {
  listSources(filter: {
    region?: string | undefined;
    kind?: string | undefined;
  }): Promise<OperatorSource[]>;
  addSource(input: {
    name: string;
    url: string;
    type: FeedType;
    kind?: string | undefined;
    regions?: string[] | undefined;
  }): Promise<OperatorSource>;
  disableSource(idOrUrl: string): Promise<OperatorSource>;
  importCatalogue(csv: string): Promise<ImportSummary>;
  crawl(
    options: { source?: string | undefined },
    onProgress?: (progress: CrawlProgress) => void,
  ): Promise<CrawlTotals>;
  status(): Promise<OperatorStatus>;
}

export function toOperatorSource(source: Source): OperatorSource {
  return {
    id: source.id,
    name: source.name,
    url: source.url,
    type: source.type,
    kind: source.kind,
    regions: source.regions,
    origin: source.origin,
    enabled: source.enabled,
    lastStatus: source.lastStatus,
    lastError: source.lastError,
    consecutiveFailures: source.consecutiveFailures,
    flagged: source.flagged,
    lastFetchedAt: source.lastFetchedAt?.toISOString() ?? null,
    nextDueAt: source.nextDueAt.toISOString(),
    parentId: source.parentId,
    discoveryStatus: source.discoveryStatus,
    foundBy: source.foundBy,
  };
}

export function crawlTotals(summary: CrawlSummary): CrawlTotals {
  return {
    sources: summary.sources,
    fetched: summary.fetched,
    notModified: summary.notModified,
    failed: summary.failed,
    newItems: summary.newItems,
    duplicates: summary.duplicates,
    bytes: summary.bytes,
    discovered: summary.discovered,
    unwatched: summary.unwatched,
    changedItems: summary.changedItems,
    failures: summary.results
      .filter((r) => r.outcome === 'failed')
      .map((r) => ({ name: r.name, url: r.url, error: r.error ?? 'failed' })),
  };
}

/** The operator's commands run directly against a database. */
export function createOperator(runtime: AgentRuntime): Operator {
  const db = runtime.database.db;
  return {
    async listSources(filter) {
      return (await listSources(db, filter)).map(toOperatorSource);
    },
    async addSource(input) {
      return toOperatorSource(await addSource(db, input));
    },
    async disableSource(idOrUrl) {
      return toOperatorSource(await disableSource(db, idOrUrl));
    },
    async importCatalogue(csv) {
      return importCatalogue(db, parseCatalogue(csv));
    },
    async crawl(options, onProgress) {
      const progress = onProgress
        ? (done: number, total: number, last: SourceCrawlResult) =>
            onProgress({ done, total, name: last.name, outcome: last.outcome })
        : undefined;
      const summary = options.source
        ? await crawlAndHandOff(runtime, [await findSource(db, options.source)], {
            ...(progress ? { onProgress: progress } : {}),
          })
        : await crawlDue(runtime, { ...(progress ? { onProgress: progress } : {}) });
      return crawlTotals(summary);
    },
    async status() {
      const status = await sourceStatus(db);
      return {
        ...status,
        lastRunAt: status.lastRunAt?.toISOString() ?? null,
        failingSources: status.failingSources.map((s) => ({
          ...s,
          nextDueAt: s.nextDueAt.toISOString(),
        })),
        unwatchedSources: status.unwatchedSources.map((s) => ({
          ...s,
          nextDueAt: s.nextDueAt.toISOString(),
        })),
      };
    },
  };
}
