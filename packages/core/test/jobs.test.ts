import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailTokens, refreshTokens, users } from '@thistle/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@thistle/db/testing';
import { defineJob } from '../src/jobs/define.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import { purgeExpiredTokensJob } from '../src/maintenance/purge-expired-tokens.job.ts';
import { loadConfig } from '../src/config/env.ts';
import { silentLogger } from '../src/logger.ts';
import type { JobContext } from '../src/jobs/context.ts';

describe.each(testDatabaseKinds())('jobs on %s', (kind) => {
  let database: TestDatabase;
  let runner: JobRunner<JobContext>;
  const seen: string[] = [];
  const echoJob = defineJob({
    id: 'test.echo',
    payload: z.object({ word: z.string() }),
    retryLimit: 0,
    async handler({ word }) {
      seen.push(word);
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    runner = new JobRunner<JobContext>({
      database,
      databaseUrl: database.url,
      jobs: [purgeExpiredTokensJob, echoJob] as never,
      logger: silentLogger,
      pollingIntervalSeconds: 0.5,
    });
    const context: JobContext = {
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      logger: silentLogger,
      enqueue: (job, payload) => runner.send(job, payload).then(() => undefined),
    };
    await runner.work(context);
  });
  afterAll(async () => {
    await runner?.stop();
    await database?.close();
  });

  it('runs a sent job in the worker', async () => {
    await runner.send(echoJob, { word: 'hello' });
    await expect.poll(() => seen, { timeout: 15_000, interval: 200 }).toContain('hello');
  });

  it('a stop that lands while the workers are being registered waits and stops cleanly', async () => {
    // Enough queues that registering them outlasts the stop: the race a SIGTERM meets.
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...echoJob,
      id: `test.many-${index}`,
    }));
    const early = new JobRunner<JobContext>({
      database,
      databaseUrl: database.url,
      jobs: many as never,
      logger: silentLogger,
    });
    const working = early.work({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      logger: silentLogger,
      enqueue: async () => undefined,
    });
    await early.start();
    await expect(early.stop()).resolves.toBeUndefined();
    await expect(working).resolves.toBeUndefined();
  });

  it('refuses a payload that does not match the job definition', async () => {
    await expect(runner.send(echoJob, { word: 42 } as never)).rejects.toThrow();
  });

  it('purges expired and spent tokens and keeps live ones', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `jobs-${kind}@example.com` })
      .returning();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await database.db.insert(emailTokens).values([
      { userId: user!.id, purpose: 'verify', tokenHash: 'expired', expiresAt: past },
      { userId: user!.id, purpose: 'reset', tokenHash: 'used', expiresAt: future, usedAt: past },
      { userId: user!.id, purpose: 'verify', tokenHash: 'live', expiresAt: future },
    ]);
    const family = crypto.randomUUID();
    await database.db.insert(refreshTokens).values([
      { userId: user!.id, familyId: family, tokenHash: 'r-expired', expiresAt: past },
      { userId: user!.id, familyId: family, tokenHash: 'r-live', expiresAt: future },
    ]);
    await runner.send(purgeExpiredTokensJob, {});
    await expect
      .poll(async () => (await database.db.select().from(emailTokens)).map((t) => t.tokenHash), {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual(['live']);
    expect((await database.db.select().from(refreshTokens)).map((t) => t.tokenHash)).toEqual([
      'r-live',
    ]);
  });
});
