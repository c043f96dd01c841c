import type { Database } from '@thistle/db';
import { rankItemsJob, type Config, type JobContext, type Logger } from '@thistle/core';
import {
  claimDueSources,
  crawlSources,
  type CrawlManyOptions,
  type CrawlSummary,
} from './crawl.ts';
import { backfillTitleKeys } from './backfill-title-keys.ts';
import type { Source } from './crawl-source.ts';
import type { PipelineStages } from './stages.ts';

/** What a crawl run needs from the process it runs in (a job, the CLI, start-up). */
export interface AgentRuntime {
  config: Config;
  database: Database;
  logger: Logger;
  enqueue: JobContext['enqueue'];
  stages: PipelineStages;
  /**
   * This server's own origin, where the sample pack is served. Absent in a process that
   * serves nothing (the CLI without a server): sample sources are then left alone.
   */
  selfOrigin?: string | undefined;
}

/** Sources claimed per scheduled run; the rest wait for the next run 15 minutes later. */
export const DUE_BATCH = 1000;
const RANK_BATCH = 1000;

/** The origin a process listening on HOST:PORT can reach itself at. */
export function selfOriginFor(config: Pick<Config, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', '', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Hands new items to ranking (the `feed.rank-items` job), in batches. */
export async function handOffToRanking(runtime: AgentRuntime, itemIds: string[]) {
  for (let i = 0; i < itemIds.length; i += RANK_BATCH) {
    await runtime.enqueue(rankItemsJob, { itemIds: itemIds.slice(i, i + RANK_BATCH) });
  }
}

export async function crawlAndHandOff(
  runtime: AgentRuntime,
  list: Source[],
  options: CrawlManyOptions = {},
): Promise<CrawlSummary> {
  const summary = await crawlSources(runtime.database.db, runtime.stages, list, {
    ...options,
    ...(runtime.selfOrigin ? { selfOrigin: runtime.selfOrigin } : {}),
  });
  await handOffToRanking(runtime, summary.newItemIds);
  for (const result of summary.results) {
    if (result.skipped > 0) {
      runtime.logger.warn(
        { source: result.name, skipped: result.skipped, first: result.skippedError },
        'entries could not be stored',
      );
    }
  }
  runtime.logger.info(
    {
      sources: summary.sources,
      fetched: summary.fetched,
      notModified: summary.notModified,
      failed: summary.failed,
      discovered: summary.discovered,
      unwatched: summary.unwatched,
      newItems: summary.newItems,
      duplicates: summary.duplicates,
      changedItems: summary.changedItems,
      bytes: summary.bytes,
    },
    'crawl finished',
  );
  return summary;
}

/**
 * The scheduled crawl: every enabled source that is due now (after giving title keys to any
 * recent item stored before they existed, so it can still be found as a near-duplicate).
 */
export async function crawlDue(
  runtime: AgentRuntime,
  options: CrawlManyOptions & { limit?: number } = {},
): Promise<CrawlSummary> {
  await backfillTitleKeys(runtime.database.db);
  const claimed = await claimDueSources(runtime.database.db, options.limit ?? DUE_BATCH);
  const crawlable = runtime.selfOrigin ? claimed : claimed.filter((s) => s.origin !== 'sample');
  return crawlAndHandOff(runtime, crawlable, options);
}
