import type { z } from 'zod';
import type { Database } from '@thistle/db';
import type { Config } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './define.ts';

export interface EnqueueOptions {
  /**
   * The job's own id (a uuid): queueing the same id again while pg-boss keeps that job is a
   * no-op, so work that may be repeated after a crash (a mail for a row) is queued once.
   */
  id?: string;
}

/** What every job handler receives. */
export interface JobContext {
  config: Config;
  database: Database;
  logger: Logger;
  /** Queue another job (a handler hands work on, e.g. crawl -> rank). */
  enqueue<P extends z.ZodType>(
    job: JobDefinition<P, JobContext>,
    payload: z.input<P>,
    options?: EnqueueOptions,
  ): Promise<void>;
}

export type AppJob = JobDefinition<z.ZodType, JobContext>;

/** Queues a job; domain code that hands work on (e.g. sending mail) takes this. */
export type Enqueue = JobContext['enqueue'];
