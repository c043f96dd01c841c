import type { Services } from './services.ts';

/**
 * Work done once the server is listening (later issues add the sample-pack ingestion here).
 * Failures are logged, never fatal: the site must come up even if a task cannot run.
 */
export async function onStartup(services: Services): Promise<void> {
  void services;
}
