import { startServer } from '../tests/support/server-process.ts';
import type { BenchResult } from './run.ts';

/** Time from spawning `main.ts` on an empty data directory to a healthy /api/health, and a warm restart. */
export async function run(): Promise<BenchResult> {
  const coldStart = performance.now();
  const cold = await startServer({ env: { SAMPLE_CONTENT: 'false' } });
  const coldMs = performance.now() - coldStart;
  await cold.stop();
  const warmStart = performance.now();
  const warm = await startServer({ dataDir: cold.dataDir, env: { SAMPLE_CONTENT: 'false' } });
  const warmMs = performance.now() - warmStart;
  await warm.dispose();
  return {
    title: 'Server start-up (embedded PGlite)',
    lines: [
      '| case | time to healthy |',
      '| --- | --- |',
      `| first start (new data dir, migrations) | ${(coldMs / 1000).toFixed(2)} s |`,
      `| restart (existing data dir) | ${(warmMs / 1000).toFixed(2)} s |`,
    ],
  };
}
