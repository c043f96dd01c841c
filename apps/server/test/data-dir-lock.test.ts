/**
 * DATA_DIR/thistle.lock: one process at a time on the embedded database. In this process: a
 * dead holder's lock is taken over, a live one is refused, only the holder releases it. As
 * real processes: a server will not start while the command line has the directory, a second
 * command line is refused, and a command line that finds a server still starting says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  lockFilePath,
  processStartTicks,
  type LockHolder,
} from '../src/operator/data-dir-lock.ts';
import { REPO_ROOT, startServer } from '../../../tests/support/server-process.ts';
import { freePort } from '../../../tests/support/ports.ts';
import { spawnThistle, thistle } from './thistle-process.ts';

vi.setConfig({ testTimeout: 180_000 });

const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

function writeLock(dataDir: string, holder: Partial<LockHolder>) {
  const full: LockHolder = {
    kind: 'server',
    pid: deadPid(),
    since: '2026-11-23T08:00:00.000Z',
    command: 'start',
    host: hostname(),
    startTicks: null,
    ...holder,
  };
  writeFileSync(lockFilePath(dataDir), JSON.stringify(full));
}

describe('the data directory lock in one process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thistle-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes over a dead process’s lock, refuses a live one, and releases only its own', () => {
    writeLock(dataDir, { kind: 'cli', command: 'thistle crawl' });
    const lock = acquireDataDirLock(dataDir, 'cli', 'thistle status');
    expect(JSON.parse(readFileSync(lockFilePath(dataDir), 'utf8'))).toMatchObject({
      kind: 'cli',
      pid: process.pid,
      command: 'thistle status',
    });
    let refused: unknown;
    try {
      acquireDataDirLock(dataDir, 'server', 'start');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^The embedded database in ${dataDir} is in use by the thistle command line \\("thistle status", pid ${process.pid}, since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\)\\. Wait for that command to finish, or stop it \\(kill ${process.pid}\\)`,
      ),
    );
    lock.release();
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it('takes over an unreadable lock, and one whose pid now belongs to another process', () => {
    writeFileSync(lockFilePath(dataDir), 'not json');
    acquireDataDirLock(dataDir, 'cli', 'thistle status').release();
    const ticks = processStartTicks(process.pid);
    if (ticks === null) return; // not Linux: pid reuse cannot be told apart
    writeLock(dataDir, { pid: process.pid, startTicks: ticks + 1 });
    const lock = acquireDataDirLock(dataDir, 'cli', 'thistle status');
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
  });

  it('does not remove a lock another process has taken since', () => {
    const lock = acquireDataDirLock(dataDir, 'cli', 'thistle status');
    writeLock(dataDir, { pid: process.ppid, kind: 'server' });
    lock.release();
    expect(existsSync(lockFilePath(dataDir))).toBe(true);
    rmSync(lockFilePath(dataDir));
  });
});

async function until(check: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the data directory lock between processes', () => {
  let fixture: Server;
  let feedUrl: string;
  /** The slow feed answers only when a test lets it, so a crawl holds the directory meanwhile. */
  const waiting: ServerResponse[] = [];
  const answerSlowFeed = () => {
    for (const res of waiting.splice(0))
      res
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end(
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Slow</title></channel></rss>',
        );
  };

  beforeAll(async () => {
    fixture = createServer((req, res) => {
      if (req.url === '/slow.xml') waiting.push(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    const address = fixture.address();
    feedUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/slow.xml`;
  });
  afterAll(async () => {
    answerSlowFeed();
    await new Promise((resolve) => fixture.close(resolve));
  });

  it('a server and a second command line are refused while the command line has the directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'thistle-lock-cli-'));
    try {
      const added = await thistle(
        ['sources', 'add', '--name', 'Slow', '--url', feedUrl, '--type', 'rss'],
        { DATA_DIR: dataDir },
      );
      expect(added.code).toBe(0);
      expect(existsSync(lockFilePath(dataDir))).toBe(false);

      const crawl = spawnThistle(['crawl', '--source', feedUrl], { DATA_DIR: dataDir });
      await until(() => existsSync(lockFilePath(dataDir)) && waiting.length > 0);
      const holder = JSON.parse(readFileSync(lockFilePath(dataDir), 'utf8')) as LockHolder;
      expect(holder).toMatchObject({
        kind: 'cli',
        pid: crawl.child.pid,
        command: `thistle crawl --source ${feedUrl}`,
      });

      const port = await freePort();
      const server = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(server.status).toBe(1);
      expect(server.stdout).toBe('');
      expect(server.stderr.trim()).toBe(
        `The embedded database in ${dataDir} is in use by the thistle command line ("thistle crawl --source ${feedUrl}", pid ${crawl.child.pid}, since ${holder.since.slice(0, 19).replace('T', ' ')} UTC). Wait for that command to finish, or stop it (kill ${crawl.child.pid}), or set DATA_DIR to another directory. If no such process is running, delete ${lockFilePath(dataDir)}.`,
      );

      const second = await thistle(['status'], { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.stdout).toBe('');
      expect(second.stderr).toMatch(
        /^The embedded database in .* is in use by the thistle command line \("thistle crawl/,
      );

      answerSlowFeed();
      const finished = await crawl.done;
      expect(finished.code).toBe(0);
      expect(existsSync(lockFilePath(dataDir))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a command line that finds a server holding the directory but not yet answering says so', async () => {
    const server = await startServer();
    try {
      const holder = JSON.parse(readFileSync(lockFilePath(server.dataDir), 'utf8')) as LockHolder;
      expect(holder).toMatchObject({ kind: 'server', pid: server.process.pid, command: 'start' });
      // As in the moments before the server has written server.json.
      rmSync(join(server.dataDir, 'server.json'));
      const run = await thistle(['status'], { DATA_DIR: server.dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        new RegExp(
          `^The embedded database in .* is in use by a Thistle server \\(pid ${server.process.pid}, since .* UTC\\)\\. If it is still starting, try again in a moment`,
        ),
      );
    } finally {
      await server.stop();
    }
    expect(existsSync(lockFilePath(server.dataDir))).toBe(false);
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('a lock left by a process that died is taken over', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'thistle-lock-stale-'));
    try {
      writeLock(dataDir, { kind: 'server' });
      const run = await thistle(['status'], { DATA_DIR: dataDir });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Database: opened directly/);
      expect(existsSync(lockFilePath(dataDir))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
