/**
 * `thistle feedback list [--limit N]`: what owners sent from the Feedback page, newest first.
 * Like the other commands (ADR 0015-operator-cli): through the running server that holds the
 * embedded database, else straight against the database.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import {
  ConfigError,
  listFeedback,
  loadConfig,
  type Config,
  type FeedbackEntry,
} from '@thistle/core';
import {
  AppError,
  FEEDBACK_LIST_DEFAULT,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
} from '@thistle/shared';
import { isProcessAlive, readServerFile, removeServerFile } from '../operator/server-file.ts';
import { createServices } from '../services.ts';

export const FEEDBACK_USAGE = `Usage:
  thistle feedback list [--limit N]    owners' feedback, newest first (default ${FEEDBACK_LIST_DEFAULT})`;

class Usage extends Error {}
class Failure extends Error {}

export async function feedbackCommand(args: string[]): Promise<number> {
  try {
    const limit = parseFeedbackArgs(args);
    const entries = await readFeedback(loadConfig(), limit);
    process.stdout.write(formatFeedback(entries));
    return 0;
  } catch (error) {
    if (error instanceof Usage) {
      process.stderr.write(`${error.message}\n\n${FEEDBACK_USAGE}\n`);
      return 2;
    }
    if (error instanceof Failure || error instanceof AppError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function parseFeedbackArgs(args: string[]): number {
  const [sub, ...rest] = args;
  if (sub !== 'list') throw new Usage(sub ? `Unknown subcommand: ${sub}` : 'Missing subcommand.');
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options: { limit: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new Usage((error as Error).message);
  }
  const parsed = feedbackListQuerySchema.safeParse({ limit: values.limit });
  if (!parsed.success) throw new Usage(parsed.error.issues[0]!.message);
  return parsed.data.limit;
}

async function readFeedback(config: Config, limit: number): Promise<FeedbackEntry[]> {
  if (!config.databaseUrl) {
    const server = readServerFile(config.dataDir);
    if (server && isProcessAlive(server.pid)) {
      let response: Response;
      try {
        response = await fetch(`${server.url}/api/operator/feedback?limit=${limit}`, {
          headers: { authorization: `Bearer ${server.token}` },
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new Failure(
          `A Thistle server (pid ${server.pid}) holds ${config.dataDir} but does not answer at ${server.url}. Wait for it to start, or stop it.`,
        );
      }
      const body = (await response.json().catch(() => null)) as unknown;
      if (!response.ok) {
        const message = (body as { error?: { message?: string } } | null)?.error?.message;
        throw new Failure(message ?? `The server answered ${response.status}.`);
      }
      return feedbackListResponseSchema.parse(body).feedback;
    }
    // A server that died without cleaning up leaves the file behind.
    if (server) removeServerFile(config.dataDir, server.pid);
  }
  const logger = pino({ level: 'warn', base: { app: 'thistle-cli' } }, pino.destination(2));
  const services = await createServices(config, { logger });
  try {
    return await listFeedback(services.database.db, limit);
  } finally {
    await services.close();
  }
}

/** One block per entry: date, score and address on a line, then the message, indented. */
export function formatFeedback(entries: FeedbackEntry[]): string {
  if (entries.length === 0) return 'No feedback yet.\n';
  return entries
    .map((entry) => {
      const date = entry.createdAt.slice(0, 16).replace('T', ' ');
      const score = entry.score === null ? 'no score' : `${entry.score}/5`;
      const message = entry.message.replace(/\r?\n/g, '\n    ');
      return `${date}  ${score}  ${entry.email}\n    ${message}\n`;
    })
    .join('\n');
}
