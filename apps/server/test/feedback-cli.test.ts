/**
 * `thistle feedback list` as a real process: straight on the data directory, through a
 * running server that holds it, and on PostgreSQL (DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, migrate, openDatabase, users, type Database } from '@thistle/db';
import { createTestDatabase } from '@thistle/db/testing';
import { REPO_ROOT, startServer } from '../../../tests/support/server-process.ts';

const run = promisify(execFile);

async function feedbackCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'feedback', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Three pieces of feedback from two owners, a minute apart. */
async function seedFeedback(database: Database) {
  const db = database.db;
  const [ailsa, ruaridh] = await db
    .insert(users)
    .values([{ email: 'ailsa@example.co.uk' }, { email: 'ruaridh@example.co.uk' }])
    .returning({ id: users.id });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
  await db.insert(feedback).values([
    { userId: ailsa!.id, message: 'The deadlines help.', score: 5, createdAt: at(0) },
    {
      userId: ruaridh!.id,
      message: 'More events in Fife,\nplease.',
      score: null,
      createdAt: at(1),
    },
    { userId: ailsa!.id, message: 'Search missed a grant.', score: 2, createdAt: at(2) },
  ]);
}

const NEWEST_TWO = `2026-11-20 09:02  2/5  ailsa@example.co.uk
    Search missed a grant.

2026-11-20 09:01  no score  ruaridh@example.co.uk
    More events in Fife,
    please.
`;

describe('thistle feedback list', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thistle-feedback-'));
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await seedFeedback(database);
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads the data directory directly when no server holds it', async () => {
    const result = await feedbackCli(['list', '--limit', '2'], { DATA_DIR: dataDir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(NEWEST_TWO);
  });

  it('goes through the running server while it holds the data directory', async () => {
    const server = await startServer({ dataDir });
    try {
      const result = await feedbackCli(['list', '--limit', '2'], { DATA_DIR: dataDir });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(NEWEST_TWO);
      // The operator route answers the CLI's token only, never a browser.
      const anonymous = await fetch(`${server.url}/api/operator/feedback`);
      expect(anonymous.status).toBe(403);
    } finally {
      await server.stop();
    }
  });

  it('bad arguments print the usage and exit 2', async () => {
    for (const args of [[], ['show'], ['list', '--limit', '0'], ['list', '--nope']]) {
      const result = await feedbackCli(args, { DATA_DIR: dataDir });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/Usage:\n {2}thistle feedback list/);
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('works on PostgreSQL', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await seedFeedback(database);
      const result = await feedbackCli(['list'], {
        DATABASE_URL: database.url!,
        DATA_DIR: dataDir,
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(
        `${NEWEST_TWO}\n2026-11-20 09:00  5/5  ailsa@example.co.uk\n    The deadlines help.\n`,
      );
    } finally {
      await database.close();
    }
  });
});
