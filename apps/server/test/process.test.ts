/**
 * Thistle as a real process: start-up refuses bad configuration in one line, the health check
 * names the database, and SIGTERM mid-request loses no committed row.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { createTestDatabase } from '@thistle/db/testing';
import {
  REPO_ROOT,
  startServer,
  type RunningServer,
} from '../../../tests/support/server-process.ts';

function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('start-up configuration errors', () => {
  it.each([
    [
      { PORT: 'abc' },
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc").',
    ],
    [
      { DATABASE_URL: 'mysql://localhost/x' },
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL.',
    ],
  ])('%j stops start-up with one clear line', (env, line) => {
    const result = runMain(env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(line);
    expect(result.stdout).toBe('');
  });

  it('an unreachable DATABASE_URL is one line, not a stack trace', () => {
    const result = runMain({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Cannot reach the database at DATABASE_URL (ECONNREFUSED). Is the server running?',
    ]);
  });
});

/** Spawning a server takes seconds, and longer while the rest of the suite shares two cores. */
const SPAWN_TIMEOUT_MS = 90_000;

describe('the running server', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.dispose()));
  }, SPAWN_TIMEOUT_MS);

  it(
    'answers /api/health with "pglite" on its embedded defaults',
    async () => {
      const server = await startServer();
      servers.push(server);
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', database: 'pglite' });
    },
    SPAWN_TIMEOUT_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers "postgres" with DATABASE_URL',
    async () => {
      const database = await createTestDatabase('postgres');
      try {
        const server = await startServer({ env: { DATABASE_URL: database.url! } });
        servers.push(server);
        const health = await (await fetch(`${server.url}/api/health`)).json();
        expect(health).toEqual({ status: 'ok', database: 'postgres' });
        await server.stop();
      } finally {
        await database.close();
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'SIGTERM mid-request drains, closes PGlite cleanly and loses no committed row',
    async () => {
      const server = await startServer();
      const accepted: string[] = [];
      const inFlight: Promise<void>[] = [];
      // Keep writing until well after the signal; every 201 is a promise that the row is committed.
      let stop = false;
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i++) {
          const email = `w${worker}-${i}@example.com`;
          try {
            const response = await fetch(`${server.url}/api/waitlist`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.0.${worker}.${i % 250}`,
              },
              body: JSON.stringify({ email }),
            });
            if (response.status === 201) accepted.push(email);
          } catch {
            return; // connection refused: the server has gone
          }
        }
      };
      for (let w = 0; w < 4; w++) inFlight.push(writer(w));
      await expect.poll(() => accepted.length, { timeout: 20_000 }).toBeGreaterThan(20);
      const code = await server.stop('SIGTERM');
      stop = true;
      await Promise.all(inFlight);
      expect(code).toBe(0);

      // Reopen the same data directory directly: PGlite must open cleanly and hold every row.
      const pglite = new PGlite(server.dataDir);
      const rows = await pglite.query<{ email: string }>('select email from waitlist');
      await pglite.close();
      const stored = new Set(rows.rows.map((r) => r.email));
      expect(accepted.filter((email) => !stored.has(email))).toEqual([]);

      // And the server starts again on the same directory.
      const again = await startServer({ dataDir: server.dataDir });
      servers.push(again);
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    },
    SPAWN_TIMEOUT_MS,
  );
});
