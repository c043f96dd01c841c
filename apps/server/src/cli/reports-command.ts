/**
 * `thistle reports send [--week YYYY-MM-DD] [--user email]` and
 * `thistle reports preview --user email [--week YYYY-MM-DD] [--out file]`.
 * Like the other commands (ADR 0015-operator-cli): through the running server that holds the
 * embedded database, else straight against the database (the embedded one under its lock).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import type { z } from 'zod';
import {
  ConfigError,
  formatLongDate,
  loadConfig,
  londonInstant,
  type Config,
  type JobContext,
  type JobDefinition,
} from '@thistle/core';
import { AppError } from '@thistle/shared';
import { acquireDataDirLock, DataDirLockedError } from '../operator/data-dir-lock.ts';
import {
  previewReport,
  reportsPreviewRequestSchema,
  reportsPreviewResponseSchema,
  reportsSendRequestSchema,
  reportsSendResponseSchema,
  sendReports,
  type ReportsSendResponse,
} from '../operator/reports-operator.ts';
import { isProcessAlive, readServerFile, removeServerFile } from '../operator/server-file.ts';
import { createServices, type Services } from '../services.ts';

export const REPORTS_USAGE = `Usage:
  thistle reports send [--week YYYY-MM-DD] [--user email]
      make and send the Monday reports of that week (default: this week's), to everyone due
      one or to one owner; an owner's report is made and mailed once, however often this runs
  thistle reports preview --user email [--week YYYY-MM-DD] [--out file]
      the report that owner would get, as HTML (to the file, else to stdout); nothing is saved
      or sent`;

class Usage extends Error {}
class Failure extends Error {}

type Command =
  | { kind: 'send'; request: z.infer<typeof reportsSendRequestSchema> }
  | { kind: 'preview'; request: z.infer<typeof reportsPreviewRequestSchema>; out?: string };

export async function reportsCommand(args: string[]): Promise<number> {
  try {
    const command = parseReportsArgs(args);
    const config = loadConfig();
    if (command.kind === 'send') {
      const totals = await operate(
        config,
        'send',
        command.request,
        reportsSendResponseSchema,
        (services) => sendReports(services, command.request, enqueueFor(config, services)),
      );
      process.stdout.write(formatTotals(totals));
      return 0;
    }
    const preview = await operate(
      config,
      'preview',
      command.request,
      reportsPreviewResponseSchema,
      (services) => previewReport(services, command.request),
    );
    if (command.out) {
      writeFileSync(command.out, preview.html);
      process.stdout.write(
        `Wrote ${command.out}: "${preview.subject}", ${preview.itemCount} items, ${Buffer.byteLength(preview.html)} bytes of HTML.\n`,
      );
    } else {
      process.stdout.write(preview.html);
    }
    return 0;
  } catch (error) {
    if (error instanceof Usage) {
      process.stderr.write(`${error.message}\n\n${REPORTS_USAGE}\n`);
      return 2;
    }
    if (error instanceof Failure || error instanceof AppError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

export function parseReportsArgs(args: string[]): Command {
  const [sub, ...rest] = args;
  if (sub !== 'send' && sub !== 'preview') {
    throw new Usage(sub ? `Unknown subcommand: ${sub}` : 'Missing subcommand.');
  }
  let values: { week?: string; user?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { week: { type: 'string' }, user: { type: 'string' }, out: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new Usage((error as Error).message);
  }
  if (sub === 'send' && values.out !== undefined) throw new Usage('--out is for preview only.');
  const body = {
    ...(values.week !== undefined ? { week: values.week } : {}),
    ...(values.user !== undefined ? { email: values.user } : {}),
  };
  if (sub === 'send') {
    const parsed = reportsSendRequestSchema.safeParse(body);
    if (!parsed.success) throw new Usage(parsed.error.issues[0]!.message);
    return { kind: 'send', request: parsed.data };
  }
  if (values.user === undefined) throw new Usage('preview needs --user <email>.');
  const parsed = reportsPreviewRequestSchema.safeParse(body);
  if (!parsed.success) throw new Usage(parsed.error.issues[0]!.message);
  return { kind: 'preview', request: parsed.data, ...(values.out ? { out: values.out } : {}) };
}

/** Through the server that holds the embedded database, else on the database directly. */
async function operate<T>(
  config: Config,
  path: 'send' | 'preview',
  body: unknown,
  schema: z.ZodType<T>,
  local: (services: Services) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    const server = readServerFile(config.dataDir);
    if (server && isProcessAlive(server.pid)) {
      let response: Response;
      try {
        response = await fetch(`${server.url}/api/operator/reports/${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30 * 60_000),
        });
      } catch {
        throw new Failure(
          `A Thistle server (pid ${server.pid}) holds ${config.dataDir} but does not answer at ${server.url}. Wait for it to start, or stop it.`,
        );
      }
      const answer = (await response.json().catch(() => null)) as unknown;
      if (!response.ok) {
        const message = (answer as { error?: { message?: string } } | null)?.error?.message;
        throw new Failure(message ?? `The server answered ${response.status}.`);
      }
      return schema.parse(answer);
    }
    // A server that died without cleaning up leaves the file behind.
    if (server) removeServerFile(config.dataDir, server.pid);
  }
  return direct(config, local);
}

/**
 * With the embedded database no worker runs while the CLI holds it, so mails are delivered here
 * and now; a real server has workers, so they are queued for them (with their job ids).
 */
function enqueueFor(config: Config, services: Services): JobContext['enqueue'] {
  if (config.databaseUrl) return services.jobContext.enqueue;
  return async <P extends z.ZodType>(job: JobDefinition<P, JobContext>, payload: z.input<P>) => {
    await job.handler(job.payload.parse(payload), services.jobContext);
  };
}

async function direct<T>(config: Config, work: (services: Services) => Promise<T>): Promise<T> {
  let lock: ReturnType<typeof acquireDataDirLock> | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(
        config.dataDir,
        'cli',
        `thistle ${process.argv.slice(2).join(' ')}`,
      );
    } catch (error) {
      if (error instanceof DataDirLockedError) throw new Failure(error.message);
      throw error;
    }
  }
  try {
    const logger = pino({ level: 'warn', base: { app: 'thistle-cli' } }, pino.destination(2));
    const services = await createServices(config, { logger });
    try {
      return await work(services);
    } finally {
      await services.close();
    }
  } finally {
    lock?.release();
  }
}

export function formatTotals(totals: ReportsSendResponse): string {
  const week = formatLongDate(londonInstant(totals.weekStart, 12));
  const kept = totals.made - totals.emailed;
  const lines = [
    `Monday reports for the week of ${week}:`,
    `  ${totals.made} made: ${totals.emailed} emailed, ${kept} kept in the app only (email off)`,
    `  ${totals.empty} owners had nothing to report this week (no report, no mail)`,
  ];
  if (totals.resumed > 0) {
    lines.push(`  ${totals.resumed} mails of an interrupted run queued again`);
  }
  return `${lines.join('\n')}\n`;
}
