/**
 * Lighthouse (mobile, its default simulated throttling) on the landing page `/` of the built app,
 * served by a real Thistle process. Lighthouse (~185 MB) is not in the default install: it lives
 * in bench/lighthouse/ with its own package.json and is installed on first use.
 * Goals: performance ≥ 98, accessibility 100.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_PATH } from '../tests/support/browser.ts';
import { REPO_ROOT, startServer } from '../tests/support/server-process.ts';
import type { BenchResult } from './run.ts';

const LIGHTHOUSE_DIR = fileURLToPath(new URL('./lighthouse/', import.meta.url));
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function ensureInstalled() {
  if (existsSync(`${LIGHTHOUSE_DIR}node_modules/lighthouse/package.json`)) return;
  console.error('Installing Lighthouse into bench/lighthouse (first run only)…');
  const result = spawnSync(
    'npm',
    ['install', '--prefix', LIGHTHOUSE_DIR, '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('npm install --prefix bench/lighthouse failed');
}

function ensureBuilt() {
  if (existsSync(`${REPO_ROOT}apps/web/dist/index.html`)) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; displayValue?: string }>;
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run(): Promise<BenchResult> {
  ensureInstalled();
  ensureBuilt();
  const moduleUrl = (path: string) => pathToFileURL(`${LIGHTHOUSE_DIR}node_modules/${path}`).href;
  const { default: lighthouse } = (await import(moduleUrl('lighthouse/core/index.js'))) as {
    default: (url: string, flags: object) => Promise<LighthouseResult | undefined>;
  };
  const chromeLauncher = (await import(moduleUrl('chrome-launcher/dist/index.js'))) as {
    launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  };

  const server = await startServer({ env: { SAMPLE_CONTENT: 'false' } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const scores: Record<string, number[]> = {};
  const metrics: Record<string, number[]> = {};
  try {
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      for (const category of CATEGORIES) {
        (scores[category] ??= []).push(
          Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
        );
      }
      for (const audit of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]) {
        (metrics[audit] ??= []).push(result.lhr.audits[audit]?.numericValue ?? Number.NaN);
      }
    }
  } finally {
    await chrome.kill();
    await server.dispose();
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms`;
  return {
    title: `Lighthouse 12.8.2, mobile, / (median of ${RUNS} runs)`,
    lines: [
      '| category | score | goal | runs |',
      '| --- | --- | --- | --- |',
      ...CATEGORIES.map(
        (c) =>
          `| ${c} | ${median(scores[c]!)} | ${c === 'performance' ? '≥ 98' : c === 'accessibility' ? '100' : '—'} | ${scores[c]!.join(', ')} |`,
      ),
      '',
      `First contentful paint ${ms(metrics['first-contentful-paint']!)}, largest contentful paint ${ms(metrics['largest-contentful-paint']!)}, total blocking time ${ms(metrics['total-blocking-time']!)}, cumulative layout shift ${median(metrics['cumulative-layout-shift']!).toFixed(3)} (simulated slow 4G, 4× CPU slowdown).`,
    ],
  };
}
