import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import { loadConfig, type AuthRateLimits } from '@thistle/core';
import { createTestDatabase } from '@thistle/db/testing';
import type { DatabaseKind } from '@thistle/db';
import { buildApp, type AppOptions } from '../src/app.ts';
import { createLogger, createServices, type Services } from '../src/services.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

/** A full app (routes, services, jobs runner) on an isolated database; requests via inject(). */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  options: { authLimits?: AuthRateLimits; logger?: pino.Logger; app?: AppOptions } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // As if behind one load balancer, so tests can speak for many clients with X-Forwarded-For.
    TRUST_PROXY: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'thistle-app-')),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const services = await createServices(config, {
    database,
    logger: options.logger ?? createLogger(config),
    ...(options.authLimits ? { authLimits: options.authLimits } : {}),
  });
  const app = await buildApp(services, { serveWeb: false, ...options.app });
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.close();
    },
  };
}
