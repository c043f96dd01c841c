import type { Db } from '@thistle/db';
import { applyDiscovery, type AppliedDiscovery } from '../discovery/apply.ts';
import { discoverSite } from '../discovery/discover.ts';
import type { DiscoveryResult } from '../discovery/types.ts';
import { needsDiscovery } from '../sources/rediscovery.ts';
import { crawlSource, type CrawlOptions } from './crawl-source.ts';
import {
  errorMessage,
  newCrawlResult,
  type Source,
  type SourceCrawlResult,
} from './source-crawl-result.ts';
import { recordFailure } from './source-state.ts';
import type { PipelineStages } from './stages.ts';

export interface Watched {
  result: SourceCrawlResult;
  /** Further feeds and listings discovery set up for this organisation, to crawl now too. */
  more: Source[];
}

/**
 * One source's turn: an organisation whose site has not been searched yet (or must be again)
 * is discovered first, and what discovery chose is crawled at once; any other source is
 * simply crawled.
 */
export async function watchSource(
  db: Db,
  stages: PipelineStages,
  source: Source,
  options: CrawlOptions = {},
): Promise<Watched> {
  const now = options.now ?? new Date();
  if (!needsDiscovery(source, now) || !source.homepage) {
    return { result: await crawlSource(db, stages, source, options), more: [] };
  }
  const random = stages.random ?? Math.random;
  let discovery: DiscoveryResult;
  let applied: AppliedDiscovery;
  try {
    discovery = await discoverSite(source.homepage, { fetch: (url) => stages.fetch(url, {}), now });
    applied = await applyDiscovery(db, source, discovery, now, random);
  } catch (error) {
    // One organisation's trouble (a row raced for by another crawl) must not stop the run.
    const result = newCrawlResult(source);
    result.error = `discovery: ${errorMessage(error)}`;
    await recordFailure(db, source, now, { httpStatus: null, error: result.error }, random);
    return { result, more: [] };
  }
  const summary = {
    status: applied.status,
    targets: applied.targets.length,
    requests: discovery.requests,
    note: applied.note,
  };
  if (!applied.crawl) {
    const result = newCrawlResult(source);
    result.outcome = applied.status === 'failed' ? 'failed' : 'unwatched';
    result.error = applied.status === 'failed' ? `discovery: ${discovery.error}` : applied.note;
    result.discovery = summary;
    return { result, more: [] };
  }
  const result = await crawlSource(db, stages, applied.crawl, options);
  result.discovery = summary;
  return { result, more: applied.more };
}
