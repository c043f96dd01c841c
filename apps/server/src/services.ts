import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { z } from 'zod';
import { openDatabase, migrate, type Database } from '@thistle/db';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  JobRunner,
  resolveSecrets,
  type Config,
  type JobContext,
  type JobDefinition,
  type Logger,
  type AuthRateLimits,
  type EnqueueOptions,
  type Secrets,
} from '@thistle/core';
import { jobRegistry } from './jobs.ts';
import { readableLogStream } from './logging/readable-lines.ts';

/** Paths pino replaces with [Redacted]: credentials and tokens never reach the log. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  '*.tokenHash',
  '*.token_hash',
  '*.apiKey',
  '*.authSecret',
  '*.dataKey',
];

/** Query parameters that carry secrets (the mailed verification link's token). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi;

/** A URL as it may be logged: secret query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

export function createLogger(
  config: Pick<Config, 'logLevel' | 'env'>,
  destination?: pino.DestinationStream,
): pino.Logger {
  return pino(
    {
      level: config.env === 'test' && config.logLevel === 'info' ? 'warn' : config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      base: { app: 'thistle' },
      serializers: {
        req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url ? redactUrl(req.url) : req.url,
          remoteAddress: req.ip,
        }),
      },
    },
    destination ?? (config.env === 'development' ? readableLogStream() : undefined),
  );
}

/** Everything a process (web, worker, CLI) shares: one database, one job runner, one logger. */
export interface Services {
  config: Config;
  logger: pino.Logger;
  database: Database;
  secrets: Secrets;
  jobs: JobRunner<JobContext>;
  jobContext: JobContext;
  /** Limits on the auth routes (tests set them low). */
  authLimits: AuthRateLimits;
  /** Guards /api/operator/*; the CLI reads it from DATA_DIR/server.json. */
  operatorToken: string;
  close(): Promise<void>;
}

export async function createServices(
  config: Config,
  options: { database?: Database; logger?: pino.Logger; authLimits?: AuthRateLimits } = {},
): Promise<Services> {
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database);
  const secrets = resolveSecrets(config);
  const jobs = new JobRunner<JobContext>({
    database,
    databaseUrl: config.databaseUrl,
    jobs: jobRegistry,
    logger: logger as unknown as Logger,
    pollingIntervalSeconds: config.env === 'test' ? 0.5 : 2,
  });
  const jobContext: JobContext = {
    config,
    database,
    logger: logger as unknown as Logger,
    async enqueue<P extends z.ZodType>(
      job: JobDefinition<P, JobContext>,
      payload: z.input<P>,
      options?: EnqueueOptions,
    ) {
      await jobs.send(job, payload, options);
    },
  };
  let closed = false;
  return {
    config,
    logger,
    database,
    secrets,
    jobs,
    jobContext,
    authLimits: options.authLimits ?? DEFAULT_AUTH_RATE_LIMITS,
    operatorToken: randomBytes(32).toString('base64url'),
    async close() {
      if (closed) return;
      closed = true;
      await jobs.stop();
      await database.close();
    },
  };
}
