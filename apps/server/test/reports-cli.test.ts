/**
 * `thistle reports send|preview` as a real process: straight on the data directory, through a
 * running server that holds it, and on PostgreSQL (DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, migrate, openDatabase, posts, users, type Database } from '@thistle/db';
import { createTestDatabase } from '@thistle/db/testing';
import { REPO_ROOT, startServer } from '../../../tests/support/server-process.ts';

const run = promisify(execFile);

async function reportsCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'reports', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const EMAIL = 'morag@example.scot';

/** One owner in Fife with two funding calls posted in each of two report weeks. */
async function seed(database: Database) {
  const [owner] = await database.db
    .insert(users)
    .values({
      email: EMAIL,
      emailVerifiedAt: new Date('2026-01-01'),
      firstName: 'Morag',
      profile: {
        businessDetails: { business_name: 'Loch Leven Larder', business_location: 'Kinross' },
      },
    })
    .returning({ id: users.id });
  for (const monday of ['2026-03-30', '2026-04-06']) {
    const postedAt = new Date(Date.parse(`${monday}T06:00:00Z`) - 2 * 86_400_000);
    for (const title of [`Food Fund ${monday}`, `Export Fund ${monday}`]) {
      const [item] = await database.db
        .insert(items)
        .values({ title, category: 'funding', canonicalLink: `example.org/${randomUUID()}` })
        .returning({ id: items.id });
      await database.db
        .insert(posts)
        .values({ userId: owner!.id, itemId: item!.id, reasons: ['Test'], createdAt: postedAt });
    }
  }
}

describe('thistle reports', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thistle-reports-'));
  const out = join(dataDir, 'preview.html');
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await seed(database);
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sends a week’s reports straight on the data directory, once', async () => {
    const first = await reportsCli(['send', '--week', '2026-03-30'], { DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      'Monday reports for the week of Monday 30 March 2026:\n  1 made: 1 emailed, 0 kept in the app only (email off)\n  0 owners had nothing to report this week (no report, no mail)\n',
    );
    const again = await reportsCli(['send', '--week', '2026-03-30', '--user', EMAIL], {
      DATA_DIR: dataDir,
    });
    expect(again.stdout).toContain('  0 made: 0 emailed');
  });

  it('previews one owner’s report into a file, sending nothing', async () => {
    const result = await reportsCli(
      ['preview', '--user', EMAIL, '--week', '2026-04-06', '--out', out],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^Wrote .*preview\.html: "Your Monday report: 2 picks for Loch Leven Larder", 2 items, \d+ bytes of HTML\.\n$/,
    );
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('Food Fund 2026-04-06');
    expect(html).toContain('Business Gateway Perth and Kinross');
  });

  it('goes through the running server while it holds the data directory', async () => {
    const server = await startServer({ dataDir });
    try {
      const sent = await reportsCli(['send', '--week', '2026-04-06'], { DATA_DIR: dataDir });
      expect(sent.stderr).toBe('');
      expect(sent.stdout).toContain('  1 made: 1 emailed');
      const preview = await reportsCli(['preview', '--user', EMAIL, '--week', '2026-04-06'], {
        DATA_DIR: dataDir,
      });
      expect(preview.stdout).toMatch(/^<!doctype html>/i);
      const unknown = await reportsCli(['preview', '--user', 'nobody@example.scot'], {
        DATA_DIR: dataDir,
      });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toBe('No account has the address nobody@example.scot.\n');
      const anonymous = await fetch(`${server.url}/api/operator/reports/send`, { method: 'POST' });
      expect(anonymous.status).toBe(403);
    } finally {
      await server.stop();
    }
  });

  it('bad arguments print the usage and exit 2', async () => {
    for (const args of [
      [],
      ['mail'],
      ['send', '--week', '2026-03-31'],
      ['send', '--week', 'soon'],
      ['send', '--out', 'x.html'],
      ['preview'],
      ['preview', '--user', EMAIL, '--nope'],
    ]) {
      const result = await reportsCli(args, { DATA_DIR: dataDir });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/Usage:\n {2}thistle reports send/);
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('works on PostgreSQL', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await seed(database);
      const result = await reportsCli(['send', '--week', '2026-03-30'], {
        DATABASE_URL: database.url!,
        DATA_DIR: dataDir,
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('  1 made: 1 emailed');
      const [{ n } = { n: '' }] = await database.query<{ n: string }>(
        `select count(*)::text as n from pgboss.job where name = 'mail.deliver'`,
      );
      expect(n).toBe('1');
    } finally {
      await database.close();
    }
  });
});
