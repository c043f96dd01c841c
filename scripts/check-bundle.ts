/**
 * `node --import tsx scripts/check-bundle.ts [distDir]`: the JavaScript that `/` loads (the
 * entry chunk and everything it imports statically, read from Vite's manifest) must stay
 * within the budget, gzipped. Lazy chunks (dynamic imports) load with other routes and are
 * not counted. Exits 1 over budget; `npm test` runs it after the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 100 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleReport {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

/** Sums the gzipped size of the entry for index.html and its static imports, each once. */
export function measureLandingBundle(distDir: string, budgetBytes = BUDGET_BYTES): BundleReport {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey =
    'index.html' in manifest
      ? 'index.html'
      : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey || !manifest[entryKey])
    throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json`);

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names a missing chunk: ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);

  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file))).length }));
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipBytes, budgetBytes, withinBudget: totalGzipBytes <= budgetBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  const report = measureLandingBundle(distDir);
  for (const { file, gzipBytes } of report.files)
    console.log(`  ${kb(gzipBytes).padStart(9)}  ${file}`);
  const verdict = report.withinBudget ? 'within' : 'OVER';
  console.log(
    `JavaScript loaded by /: ${kb(report.totalGzipBytes)} gzipped, ${verdict} the ${kb(report.budgetBytes)} budget`,
  );
  if (!report.withinBudget) process.exit(1);
}
