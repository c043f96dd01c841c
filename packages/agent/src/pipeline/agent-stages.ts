import { createLlmClient, type Config, type Logger } from '@thistle/core';
import { createFetcher, type Fetcher, type FetcherOptions } from '../fetch/index.ts';
import { extractFacts } from '../extract/index.ts';
import { extractArticle, parseFeed } from '../parse/index.ts';
import { createTagger } from '../tagging/index.ts';
import type { PipelineStages } from './stages.ts';

/** The extract stage: the entry's publication date settles dates its text writes without a year. */
export const extractEntryFacts: PipelineStages['extractFacts'] = (entry, now) =>
  extractFacts(entry, { now, published: entry.publishedAt });

/**
 * The real stages: the polite fetcher, the parsers, the extractor and the tagger (offline, or
 * the LLM with the offline tagger as its fallback).
 *
 * Sample sources are served by this server, normally on a loopback address the
 * private-address guard refuses. Rather than switching the guard off, a second fetcher that
 * may reach private addresses is used for exactly one origin, this server's own, and it
 * follows no redirects, so it cannot be bounced anywhere else.
 */
export function createAgentStages(
  config: Pick<Config, 'fetchAllowPrivate' | 'llm'>,
  logger: Logger,
  fetcherOptions: FetcherOptions = {},
): PipelineStages {
  // 64 requests in flight: with hundreds of sites at a few hundred ms each, a cycle then
  // takes under a minute while each host still sees one request at a time.
  const fetcher = createFetcher({
    allowPrivate: config.fetchAllowPrivate,
    concurrency: 64,
    ...fetcherOptions,
  });
  let selfFetcher: Fetcher | undefined;
  const llm = createLlmClient(config.llm, { logger });
  return {
    fetch(url, state, options = {}) {
      if (options.trustedOrigin && new URL(url).origin === new URL(options.trustedOrigin).origin) {
        selfFetcher ??= createFetcher({
          ...fetcherOptions,
          allowPrivate: true,
          maxRedirects: 0,
          respectRobots: false,
          perHostGapMs: 0,
          concurrency: 8,
        });
        return selfFetcher.fetch(url, state);
      }
      return fetcher.fetch(url, state);
    },
    parseFeed: (body, options) => parseFeed(body, options),
    extractArticle: (html, url) => extractArticle(html, url),
    extractFacts: extractEntryFacts,
    tagger: createTagger({ llm, logger }),
  };
}

let shared: { key: string; stages: PipelineStages } | undefined;

/** One set of stages per process, so the fetcher's per-host politeness spans every crawl. */
export function agentStages(
  config: Pick<Config, 'fetchAllowPrivate' | 'llm'>,
  logger: Logger,
): PipelineStages {
  const key = JSON.stringify([config.fetchAllowPrivate, config.llm]);
  if (!shared || shared.key !== key) shared = { key, stages: createAgentStages(config, logger) };
  return shared.stages;
}
