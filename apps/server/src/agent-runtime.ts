import { agentStages, selfOriginFor, type AgentRuntime } from '@thistle/agent';
import type { Services } from './services.ts';

/** The agent's view of this process: its database, job queue, stages and own address. */
export function agentRuntime(services: Services, options: { serving: boolean }): AgentRuntime {
  return {
    config: services.config,
    database: services.database,
    logger: services.jobContext.logger,
    enqueue: services.jobContext.enqueue,
    stages: agentStages(services.config, services.jobContext.logger),
    selfOrigin: options.serving ? selfOriginFor(services.config) : undefined,
  };
}
