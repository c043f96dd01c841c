/**
 * `npm start`: the HTTP server (API + SPA) and, unless WORKER=off or --no-worker, the job
 * worker in the same process. On SIGTERM it stops accepting, drains in-flight requests, stops
 * the worker and closes the database so PGlite's files are always left consistent.
 */
import { buildApp } from './app.ts';
import { createServices } from './services.ts';
import { describeStartupError, loadConfigOrExit, onShutdownSignal } from './start.ts';
import { onStartup } from './startup-tasks.ts';

const config = loadConfigOrExit();
const withWorker = config.inlineWorker && !process.argv.includes('--no-worker');

try {
  const services = await createServices(config);
  const app = await buildApp(services);
  onShutdownSignal(async (signal) => {
    services.logger.info({ signal }, 'shutting down');
    await app.close();
    await services.close();
  });
  await services.jobs.start();
  if (withWorker) await services.jobs.work(services.jobContext);
  await app.listen({ port: config.port, host: config.host });
  await onStartup(services);
  services.logger.info(
    { url: config.publicUrl, database: services.database.kind, worker: withWorker },
    `Thistle is ready at ${config.publicUrl}`,
  );
} catch (error) {
  const line = describeStartupError(error, config);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
