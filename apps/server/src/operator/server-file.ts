import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * DATA_DIR/server.json: written by a server that holds the embedded database, so the CLI
 * knows to go through it (the data directory can be opened by one process only). It carries
 * the operator token, so only the account that runs Thistle may read it (mode 0600).
 */
export const serverFileSchema = z.object({
  pid: z.number().int().positive(),
  url: z.string().url(),
  token: z.string().min(32),
});
export type ServerFile = z.infer<typeof serverFileSchema>;

export const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, info: ServerFile) {
  const path = serverFilePath(dataDir);
  writeFileSync(path, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function readServerFile(dataDir: string): ServerFile | null {
  const path = serverFilePath(dataDir);
  if (!existsSync(path)) return null;
  try {
    return serverFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/** Removes the file only if it is still this process's (a newer server may have replaced it). */
export function removeServerFile(dataDir: string, pid = process.pid) {
  const info = readServerFile(dataDir);
  if (!info || info.pid === pid) rmSync(serverFilePath(dataDir), { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
