import { loadConfig, ConfigError, type Config } from '@thistle/core';
import { DataDirLockedError } from './operator/data-dir-lock.ts';

/**
 * Loads configuration for a process entry point. A bad setting ends the process with one
 * clear line (no stack trace), as an operator expects.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Errors that mean the database could not be reached: reported in one line, not a trace. */
export function describeStartupError(error: unknown, config: Config): string | undefined {
  if (error instanceof DataDirLockedError) return error.message;
  const err = error as { code?: string; message?: string };
  const where = config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  if (
    err?.code &&
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET'].includes(err.code)
  ) {
    return `Cannot reach the database at ${where} (${err.code}). Is the server running?`;
  }
  if (err?.code === '3D000' || err?.code === '28P01' || err?.code === '28000') {
    return `The database at ${where} refused the connection: ${err.message}.`;
  }
  if (err?.code === 'EADDRINUSE')
    return `Port ${config.port} is already in use (set PORT to another).`;
  if (err?.code === 'EACCES')
    return `No permission to listen on port ${config.port} (set PORT to another).`;
  return undefined;
}

export function onShutdownSignal(handler: (signal: string) => Promise<void>) {
  let shuttingDown = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      handler(signal).then(
        () => process.exit(0),
        (error) => {
          process.stderr.write(`Shutdown failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
    });
  }
}
