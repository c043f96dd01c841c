/**
 * `npm start`: the HTTP server (API + SPA) and, unless WORKER=off or --no-worker, the job
 * worker in the same process. On SIGTERM it stops accepting, drains in-flight requests, stops
 * the worker and closes the database so PGlite's files are always left consistent.
 */
import { selfOriginFor } from '@thistle/agent';
import { buildApp } from './app.ts';
import { createServices } from './services.ts';
import { describeStartupError, loadConfigOrExit, onShutdownSignal } from './start.ts';
import { acquireDataDirLock, type DataDirLock } from './operator/data-dir-lock.ts';
import { removeServerFile, writeServerFile } from './operator/server-file.ts';
import { onStartup } from './startup-tasks.ts';

const config = loadConfigOrExit();
const withWorker = config.inlineWorker && !process.argv.includes('--no-worker');
let lock: DataDirLock | undefined;

try {
  // The embedded database is one process's: refuse, naming the holder, if another has it.
  if (!config.databaseUrl) {
    lock = acquireDataDirLock(config.dataDir, 'server', withWorker ? 'start' : 'serve');
  }
  const services = await createServices(config);
  const app = await buildApp(services);
  onShutdownSignal(async (signal) => {
    services.logger.info({ signal }, 'shutting down');
    if (!config.databaseUrl) removeServerFile(config.dataDir);
    await app.close();
    await services.close();
    lock?.release();
  });
  await services.jobs.start();
  if (withWorker) await services.jobs.work(services.jobContext);
  await app.listen({ port: config.port, host: config.host });
  // The embedded database is this process's alone: tell the CLI to come through us.
  if (!config.databaseUrl) {
    writeServerFile(config.dataDir, {
      pid: process.pid,
      url: selfOriginFor(config),
      token: services.operatorToken,
    });
  }
  await onStartup(services);
  services.logger.info(
    { url: config.publicUrl, database: services.database.kind, worker: withWorker },
    `Thistle is ready at ${config.publicUrl}`,
  );
} catch (error) {
  lock?.release();
  const line = describeStartupError(error, config);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
