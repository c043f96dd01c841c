import type { Db } from '@thistle/db';
import { applyDiscovery } from '../discovery/apply.ts';
import { discoverSite } from '../discovery/discover.ts';
import { needsDiscovery } from '../sources/rediscovery.ts';
import { crawlSource, type CrawlOptions } from './crawl-source.ts';
import { newCrawlResult, type Source, type SourceCrawlResult } from './source-crawl-result.ts';
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
  const discovery = await discoverSite(source.homepage, {
    fetch: (url) => stages.fetch(url, {}),
    now,
  });
  const applied = await applyDiscovery(db, source, discovery, now, stages.random ?? Math.random);
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
