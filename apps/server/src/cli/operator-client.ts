import pino from 'pino';
import type { z } from 'zod';
import {
  agentStages,
  createOperator,
  type AgentRuntime,
  type CrawlProgress,
  type Operator,
} from '@thistle/agent';
import type { Config, JobContext, JobDefinition, Logger } from '@thistle/core';
import {
  crawlEventSchema,
  importResponseSchema,
  sourceResponseSchema,
  sourcesResponseSchema,
  statusResponseSchema,
} from '../operator/schemas.ts';
import { acquireDataDirLock, DataDirLockedError } from '../operator/data-dir-lock.ts';
import {
  isProcessAlive,
  readServerFile,
  removeServerFile,
  type ServerFile,
} from '../operator/server-file.ts';
import { createServices } from '../services.ts';

/** A failure the operator can act on: printed as one line, exit code 1. */
export class CliError extends Error {}

export interface OperatorConnection {
  operator: Operator;
  mode: 'server' | 'direct';
  close(): Promise<void>;
}

/**
 * Where the CLI's commands run (ADR 0015-operator-cli): with DATABASE_URL, directly
 * against that database; with the embedded database, through the server that holds it when
 * one is running (DATA_DIR/server.json), else by opening the data directory itself.
 */
export async function connectOperator(config: Config): Promise<OperatorConnection> {
  if (!config.databaseUrl) {
    const server = readServerFile(config.dataDir);
    if (server && isProcessAlive(server.pid)) {
      if (!(await answers(server))) {
        throw new CliError(
          `A Thistle server (pid ${server.pid}) holds ${config.dataDir} but does not answer at ${server.url}. Wait for it to start, or stop it.`,
        );
      }
      return { operator: remoteOperator(server), mode: 'server', close: async () => {} };
    }
    // A server that died without cleaning up leaves the file behind.
    if (server) removeServerFile(config.dataDir, server.pid);
  }
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const logger = pino({ level: 'warn', base: { app: 'thistle-cli' } }, pino.destination(2));
  let services: Awaited<ReturnType<typeof createServices>>;
  try {
    services = await createServices(config, { logger });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const jobLogger = logger as unknown as Logger;
  const runtime: AgentRuntime = {
    config,
    database: services.database,
    logger: jobLogger,
    // Embedded: no worker runs while the CLI holds the database, so hand-offs run here and now.
    // A real server has workers: queue the job for them.
    enqueue: config.databaseUrl
      ? services.jobContext.enqueue
      : async <P extends z.ZodType>(job: JobDefinition<P, JobContext>, payload: z.input<P>) => {
          await job.handler(job.payload.parse(payload), services.jobContext);
        },
    stages: agentStages(config, jobLogger),
    selfOrigin: undefined,
  };
  return {
    operator: createOperator(runtime),
    mode: 'direct',
    close: async () => {
      await services.close();
      lock?.release();
    },
  };
}

/** Opening the data directory directly: only if no other process (server or CLI) has it. */
function lockDataDir(dataDir: string) {
  try {
    return acquireDataDirLock(dataDir, 'cli', `thistle ${process.argv.slice(2).join(' ')}`);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new CliError(error.message);
    throw error;
  }
}

async function answers(server: ServerFile): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/api/operator/status`, {
      headers: { authorization: `Bearer ${server.token}` },
      signal: AbortSignal.timeout(5000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function remoteOperator(server: ServerFile): Operator {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    const response = await request(method, path, body);
    return schema.parse(await response.json());
  }
  async function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${server.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      const error = (await response.json().catch(() => null)) as {
        error?: { message?: string };
      } | null;
      throw new CliError(error?.error?.message ?? `The server answered ${response.status}.`);
    }
    return response;
  }
  return {
    async listSources(filter) {
      const query = new URLSearchParams();
      if (filter.region) query.set('region', filter.region);
      if (filter.kind) query.set('kind', filter.kind);
      const suffix = query.size ? `?${query}` : '';
      return (await call('GET', `/api/operator/sources${suffix}`, sourcesResponseSchema)).sources;
    },
    async addSource(input) {
      return (await call('POST', '/api/operator/sources', sourceResponseSchema, input)).source;
    },
    async disableSource(source) {
      return (await call('POST', '/api/operator/sources/disable', sourceResponseSchema, { source }))
        .source;
    },
    async importCatalogue(csv) {
      return call('POST', '/api/operator/sources/import', importResponseSchema, { csv });
    },
    async status() {
      return call('GET', '/api/operator/status', statusResponseSchema);
    },
    async crawl(options, onProgress?: (progress: CrawlProgress) => void) {
      const response = await request('POST', '/api/operator/crawl', options);
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          if (!line.trim()) continue;
          const event = crawlEventSchema.parse(JSON.parse(line));
          if (event.type === 'progress') onProgress?.(event);
          else if (event.type === 'totals') return event.totals;
          else throw new CliError(event.error.message);
        }
      }
      throw new CliError('The server ended the crawl without a result; see its log.');
    },
  };
}
