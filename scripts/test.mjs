#!/usr/bin/env node
/**
 * `npm test`: builds the web app, then runs every vitest project (unit + integration, then
 * end-to-end in Chromium) and prints one closing line, "N passed, N failed", that CI reads.
 *   --e2e-only   only the browser tests     --unit-only   skip the browser tests
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summariseReport } from './lib/vitest-summary.mjs';

const args = process.argv.slice(2);
const e2eOnly = args.includes('--e2e-only');
const unitOnly = args.includes('--unit-only');
const passThrough = args.filter((a) => !a.startsWith('--e2e-only') && !a.startsWith('--unit-only'));

const run = (cmd, cmdArgs, env = {}) =>
  spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!unitOnly) {
  const built = run('npm', ['run', 'build', '--silent']);
  if (built !== 0) process.exit(built);
  // The size budget for `/` (100 KB gzipped): over it, the run fails.
  const budget = run('node', ['--import', 'tsx', 'scripts/check-bundle.ts']);
  if (budget !== 0) process.exit(budget);
}

const projects = e2eOnly ? ['e2e'] : unitOnly ? ['unit'] : ['unit', 'e2e'];
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const reportDir = mkdtempSync(join(tmpdir(), 'thistle-vitest-'));
for (const project of projects) {
  const report = join(reportDir, `${project}.json`);
  const status = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...passThrough,
  ]);
  if (status !== 0) exitCode = status;
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const summary = summariseReport(result);
    totals.passed += summary.passed;
    totals.failed += summary.failed;
    totals.skipped += summary.skipped;
    for (const file of summary.unloadedFiles) console.error(`Could not load ${file}`);
    if (summary.failed > 0) exitCode ||= 1;
    if (summary.ran === 0 && summary.failed === 0) exitCode ||= 1;
  } catch {
    exitCode ||= status || 1;
  }
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
