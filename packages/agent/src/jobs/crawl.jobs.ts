import { z } from 'zod';
import { defineJob, type JobContext } from '@thistle/core';
import { crawlAndHandOff, crawlDue, selfOriginFor, type AgentRuntime } from '../pipeline/run.ts';
import { agentStages } from '../pipeline/agent-stages.ts';
import { findSource } from '../sources/sources.ts';

function runtimeFor(context: JobContext): AgentRuntime {
  return {
    ...context,
    stages: agentStages(context.config, context.logger),
    selfOrigin: selfOriginFor(context.config),
  };
}

/** Every 15 minutes: crawl the sources whose next due time has come, then hand new items on. */
export const crawlDueJob = defineJob({
  id: 'agent.crawl-due',
  payload: z.object({}),
  schedule: { cron: '*/15 * * * *', payload: {} },
  retryLimit: 0,
  expireInSeconds: 60 * 60,
  async handler(_payload, context: JobContext) {
    await crawlDue(runtimeFor(context));
  },
});

/** One source now, whatever its due time (an operator's request, a newly added source). */
export const crawlSourceJob = defineJob({
  id: 'agent.crawl-source',
  payload: z.object({ sourceId: z.uuid() }),
  retryLimit: 0,
  async handler({ sourceId }, context: JobContext) {
    const source = await findSource(context.database.db, sourceId);
    await crawlAndHandOff(runtimeFor(context), [source]);
  },
});
