import type { z } from 'zod';

/**
 * A background job: its queue id, the shape of its payload, an optional cron schedule
 * (Europe/London) and its handler. Each job lives in its own file next to its handler and is
 * listed in the app's job registry; the runner validates every payload before the handler sees it.
 */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType, Context = unknown> {
  id: string;
  payload: Payload;
  schedule?: { cron: string; payload: z.input<Payload> };
  retryLimit?: number;
  /** Seconds before a running job is considered lost and retried. */
  expireInSeconds?: number;
  /**
   * At most one job per key in each slot of `seconds`; a job sent while the slot's job exists
   * goes to the next slot instead (pg-boss `singletonNextSlot`). So a burst of sends costs one
   * run per slot, and every send is followed by a run that starts after it.
   */
  singleton?: { key: (payload: z.output<Payload>) => string; seconds: number };
  handler: (payload: z.output<Payload>, context: Context) => Promise<void>;
}

export function defineJob<Payload extends z.ZodType, Context>(
  definition: JobDefinition<Payload, Context>,
): JobDefinition<Payload, Context> {
  return definition;
}
