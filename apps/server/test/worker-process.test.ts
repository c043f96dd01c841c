/**
 * `npm run worker` as its own process against a real PostgreSQL: a job sent by another process
 * (here, the test) is picked up and done. With the embedded database it refuses clearly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '@thistle/db';
import { createTestDatabase, type TestDatabase } from '@thistle/db/testing';
import { JobRunner, purgeExpiredTokensJob, silentLogger, type JobContext } from '@thistle/core';
import { REPO_ROOT } from '../../../tests/support/server-process.ts';

describe('the worker process', () => {
  it('refuses to start on the embedded database, in one line', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/worker-main.ts'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'The worker needs DATABASE_URL: with the embedded database, `npm start` runs the worker in its own process.',
    );
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let database: TestDatabase;
    afterAll(async () => database?.close());

    it('processes a job another process queued', async () => {
      database = await createTestDatabase('postgres');
      const [user] = await database.db
        .insert(users)
        .values({ email: 'worker@example.com' })
        .returning();
      await database.db.insert(emailTokens).values({
        userId: user!.id,
        purpose: 'verify',
        tokenHash: 'stale',
        expiresAt: new Date(Date.now() - 1000),
      });

      // The sender: a queue client that does not work jobs itself.
      const sender = new JobRunner<JobContext>({
        database,
        databaseUrl: database.url,
        jobs: [purgeExpiredTokensJob] as never,
        logger: silentLogger,
      });
      await sender.send(purgeExpiredTokensJob, {});
      await sender.stop();

      const worker = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/worker-main.ts'],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: database.url!, LOG_LEVEL: 'warn' },
          // Its errors (a failed shutdown prints why) reach the test's output.
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      try {
        await expect
          .poll(async () => (await database.db.select().from(emailTokens)).length, {
            timeout: 30_000,
            interval: 250,
          })
          .toBe(0);
      } finally {
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.kill('SIGTERM');
        expect(await exited, 'the worker exits cleanly on SIGTERM (its stderr is above)').toBe(0);
      }
    });
  });
});
