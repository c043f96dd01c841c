import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { isProcessAlive } from './server-file.ts';

/**
 * DATA_DIR/thistle.lock: the embedded database belongs to one process at a time (ADR
 * 0023-embedded-data-dir-lock.md). The server and the command line take it before opening
 * PGlite and give it back when they close it; a lock whose process has died is taken over.
 */
export const lockHolderSchema = z.object({
  kind: z.enum(['server', 'cli']),
  pid: z.number().int().positive(),
  since: z.string(),
  command: z.string(),
  host: z.string(),
  /** The process's start time (Linux clock ticks since boot): a reused pid is not the holder. */
  startTicks: z.number().nullable(),
});
export type LockHolder = z.infer<typeof lockHolderSchema>;

export const lockFilePath = (dataDir: string) => join(dataDir, 'thistle.lock');

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly dataDir: string,
  ) {
    super(describeHolder(holder, dataDir));
  }
}

function describeHolder(holder: LockHolder, dataDir: string): string {
  const since = `${holder.since.slice(0, 19).replace('T', ' ')} UTC`;
  const elsewhere = holder.host !== hostname() ? ` on ${holder.host}` : '';
  const who =
    holder.kind === 'server'
      ? `a Thistle server (pid ${holder.pid}${elsewhere}, since ${since})`
      : `the thistle command line ("${holder.command}", pid ${holder.pid}${elsewhere}, since ${since})`;
  const what =
    holder.kind === 'server'
      ? 'If it is still starting, try again in a moment: once it is up, commands go through it. Otherwise stop it first'
      : 'Wait for that command to finish, or stop it';
  return `The embedded database in ${dataDir} is in use by ${who}. ${what} (kill ${holder.pid}), or set DATA_DIR to another directory. If no such process is running, delete ${lockFilePath(dataDir)}.`;
}

/** Linux: field 22 of /proc/<pid>/stat. Elsewhere (or when unreadable): null. */
export function processStartTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** Whether the lock's process is still the one that took it. Another host's cannot be checked. */
function isLive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (!isProcessAlive(holder.pid)) return false;
  const ticks = processStartTicks(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}

function readHolder(path: string): LockHolder | null | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return lockHolderSchema.parse(JSON.parse(text));
  } catch {
    return 'unreadable';
  }
}

/** Creates the lock with its whole content in one step: nobody ever reads a half-written one. */
function tryCreate(path: string, holder: LockHolder): boolean {
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Moves a dead process's lock aside. If another process replaced it in the meantime, that
 * fresh lock is put back and reported as the holder.
 */
function takeOver(path: string, stale: LockHolder | 'unreadable', dataDir: string) {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  const same =
    stale === 'unreadable'
      ? moved === 'unreadable'
      : moved !== null && moved !== 'unreadable' && moved.pid === stale.pid;
  if (!same && moved && moved !== 'unreadable' && isLive(moved)) {
    try {
      linkSync(aside, path);
    } finally {
      rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(moved, dataDir);
  }
  rmSync(aside, { force: true });
}

export interface DataDirLock {
  holder: LockHolder;
  release(): void;
}

/**
 * Takes DATA_DIR/thistle.lock for this process, or throws DataDirLockedError naming the
 * live process that holds it. Released by `release()` and, failing that, when the process
 * exits.
 */
export function acquireDataDirLock(
  dataDir: string,
  kind: LockHolder['kind'],
  command: string,
): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = lockFilePath(dataDir);
  const holder: LockHolder = {
    kind,
    pid: process.pid,
    since: new Date().toISOString(),
    command,
    host: hostname(),
    startTicks: processStartTicks(process.pid),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, holder)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        const current = readHolder(path);
        if (current && current !== 'unreadable' && current.pid === process.pid) {
          rmSync(path, { force: true });
        }
      };
      process.on('exit', release);
      return { holder, release };
    }
    const current = readHolder(path);
    if (current === null) continue;
    if (current !== 'unreadable' && isLive(current)) throw new DataDirLockedError(current, dataDir);
    takeOver(path, current, dataDir);
  }
  const current = readHolder(path);
  if (current && current !== 'unreadable') throw new DataDirLockedError(current, dataDir);
  throw new Error(`Could not take the lock ${path}: it keeps changing hands.`);
}
