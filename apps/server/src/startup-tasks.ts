import { ingestSamplePackIfEmpty } from '@thistle/agent';
import { agentRuntime } from './agent-runtime.ts';
import type { Services } from './services.ts';

/**
 * Work done once the server is listening. Failures are logged, never fatal: the site must
 * come up even if a task cannot run. Returns the background work, for tests to await.
 */
export async function onStartup(services: Services): Promise<{ background: Promise<void> }> {
  // First start: the sample pack, fetched from this server itself through the normal pipeline.
  // Not awaited: the site is usable while it runs.
  const background = ingestSamplePackIfEmpty(agentRuntime(services, { serving: true }))
    .then((outcome) => {
      if (outcome.ingested) {
        const { summary } = outcome;
        services.logger.info(
          { sources: summary.sources, newItems: summary.newItems, failed: summary.failed },
          'sample pack ingested',
        );
      } else services.logger.debug({ reason: outcome.reason }, 'sample pack not ingested');
    })
    .catch((error: unknown) =>
      services.logger.error({ err: error }, 'sample pack ingestion failed'),
    );
  return { background };
}
