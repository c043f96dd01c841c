/**
 * The real stages (polite fetcher, parsers, extractor, offline tagger) for a fake web on
 * this machine: every host name resolves to 127.0.0.1 and private addresses are allowed.
 */
import { silentLogger } from '@thistle/core';
import type { FetcherOptions } from '../../src/fetch/index.ts';
import { createAgentStages } from '../../src/pipeline/agent-stages.ts';
import type { PipelineStages } from '../../src/pipeline/stages.ts';

export function localStages(fetcherOptions: FetcherOptions = {}): PipelineStages {
  return createAgentStages(
    {
      fetchAllowPrivate: true,
      llm: {
        provider: 'offline',
        baseUrl: undefined,
        apiKey: undefined,
        model: '',
        sendSensitive: false,
      },
    },
    silentLogger,
    { resolve: async () => [{ address: '127.0.0.1', family: 4 }], ...fetcherOptions },
  );
}
