/**
 * `npm run worker` / `thistle worker`: processes background jobs only. Needs DATABASE_URL:
 * the embedded database belongs to one process, which runs its worker itself.
 */
import { createServices } from './services.ts';
import { describeStartupError, loadConfigOrExit, onShutdownSignal } from './start.ts';

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  process.stderr.write(
    'The worker needs DATABASE_URL: with the embedded database, `npm start` runs the worker in its own process.\n',
  );
  process.exit(1);
}
try {
  const services = await createServices(config);
  onShutdownSignal(async () => services.close());
  await services.jobs.work(services.jobContext);
  services.logger.info('Thistle worker is processing jobs');
} catch (error) {
  const line = describeStartupError(error, config);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
