import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '@thistle/db';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './define.ts';

export interface JobRunnerOptions<Context> {
  database: Database;
  /** A postgres:// URL: pg-boss then keeps its own pool; absent means it shares PGlite. */
  databaseUrl?: string | undefined;
  jobs: ReadonlyArray<JobDefinition<z.ZodType, Context>>;
  logger: Logger;
  /** Poll interval for workers; short in tests so jobs run promptly. */
  pollingIntervalSeconds?: number;
}

/** pg-boss hands PGlite several statements in one string (no parameters) during its set-up. */
function pgliteExecutor(database: Database): PgBoss.Db {
  const pglite = database.pglite!;
  return {
    async executeSql(text: string, values: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export class JobRunner<Context> {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<z.ZodType, Context>>();
  /**
   * Start-up takes several round trips. A SIGTERM can land in the middle of it (a worker that is
   * stopped as soon as it has done its first job), so stop() waits for these before stopping the
   * queue rather than racing calls into a queue that is shutting down.
   */
  private starting: Promise<void> | undefined;
  private registering: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions<Context>) {
    const common = { schema: 'pgboss', monitorStateIntervalSeconds: 60 } as const;
    this.boss = options.databaseUrl
      ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
      : new PgBoss({ ...common, db: pgliteExecutor(options.database) });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
    for (const job of options.jobs) this.definitions.set(job.id, job);
  }

  /** Creates the queues (and schedules) so jobs can be sent; does not process anything. */
  async start(): Promise<void> {
    this.starting ??= this.createQueues().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async createQueues(): Promise<void> {
    await this.boss.start();
    for (const job of this.definitions.values()) {
      await this.boss.createQueue(job.id, {
        name: job.id,
        retryLimit: job.retryLimit ?? 3,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      });
    }
  }

  /** Starts processing every registered job in this process and installs the cron schedules. */
  async work(context: Context): Promise<void> {
    this.registering ??= this.start().then(() => this.registerWorkers(context));
    return this.registering;
  }

  private async registerWorkers(context: Context): Promise<void> {
    const interval = this.options.pollingIntervalSeconds ?? 2;
    for (const job of this.definitions.values()) {
      if (this.stopped) return;
      if (job.schedule) {
        await this.boss.schedule(job.id, job.schedule.cron, job.schedule.payload as object, {
          tz: 'Europe/London',
        });
      }
      await this.boss.work(job.id, { pollingIntervalSeconds: interval }, async (batch) => {
        for (const item of batch) await this.runOne(job, item.data, context);
      });
    }
  }

  /** Runs one job's handler directly (the CLI and tests use it), validating the payload. */
  async runOne(job: JobDefinition<z.ZodType, Context>, data: unknown, context: Context) {
    const payload = job.payload.parse(data ?? {});
    const log = this.options.logger.child({ job: job.id });
    const started = Date.now();
    try {
      await job.handler(payload, context);
      log.info({ ms: Date.now() - started }, 'job done');
    } catch (error) {
      log.error({ err: error }, 'job failed');
      throw error;
    }
  }

  async send<P extends z.ZodType>(
    job: JobDefinition<P, Context>,
    payload: z.input<P>,
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    const parsed = job.payload.parse(payload);
    await this.start();
    const singleton = job.singleton
      ? {
          singletonKey: job.singleton.key(parsed),
          singletonSeconds: job.singleton.seconds,
          singletonNextSlot: true,
        }
      : {};
    return this.boss.send(job.id, parsed as object, { ...singleton, ...options });
  }

  /** Stops taking new jobs, waits for running ones, and leaves the database open for the caller. */
  async stop(): Promise<void> {
    if (!this.starting || this.stopped) return;
    this.stopped = true;
    // A start-up that failed has nothing to wait for; its caller has the error.
    await this.starting.catch(() => undefined);
    await this.registering?.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 20_000 });
  }
}
