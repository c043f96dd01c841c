import type { FetchResult } from '../contracts.ts';
import { errorMessage, type Source } from './source-crawl-result.ts';
import type { FetchOptions, PipelineStages } from './stages.ts';

export interface CrawlTarget {
  url: string;
  fetchOptions: FetchOptions;
}

/**
 * Where a source is fetched from now. The sample pack is served by whichever address this
 * server has now, not the one it had when the source was registered, and only that origin may
 * pass the private-address guard.
 */
export function crawlTarget(source: Source, selfOrigin: string | undefined): CrawlTarget {
  if (source.origin !== 'sample' || !selfOrigin) return { url: source.url, fetchOptions: {} };
  return {
    url: new URL(new URL(source.url).pathname, selfOrigin).toString(),
    fetchOptions: { trustedOrigin: selfOrigin },
  };
}

/** A conditional GET with the source's validators; a stage that throws becomes a network failure. */
export async function fetchSource(
  stages: PipelineStages,
  source: Source,
  target: CrawlTarget,
): Promise<FetchResult> {
  try {
    return await stages.fetch(
      target.url,
      { etag: source.etag, lastModified: source.lastModified },
      target.fetchOptions,
    );
  } catch (error) {
    return {
      status: 'error',
      url: target.url,
      httpStatus: null,
      reason: 'network',
      message: errorMessage(error),
      bytes: 0,
    };
  }
}
