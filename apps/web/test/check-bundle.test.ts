import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measureLandingBundle } from '../../../scripts/check-bundle.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake Vite build: files with the given contents and a manifest linking them. */
function fakeDist(files: Record<string, string | Buffer>, manifest: object) {
  const dir = mkdtempSync(join(tmpdir(), 'thistle-bundle-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const gz = (content: string | Buffer) => gzipSync(content).length;

describe('scripts/check-bundle.ts', () => {
  const entry = 'console.log("entry");'.repeat(50);
  const shared = 'export const shared = 1;'.repeat(40);
  const lazy = 'export const dashboard = 2;'.repeat(500);

  it('sums the entry and its static imports once each, and leaves lazy chunks and CSS out', () => {
    const dist = fakeDist(
      {
        'assets/index.js': entry,
        'assets/shared.js': shared,
        'assets/lazy.js': lazy,
        'assets/index.css': 'a{}',
      },
      {
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_shared.js', '_shared.js'],
          dynamicImports: ['src/lazy.tsx'],
          css: ['assets/index.css'],
        },
        '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
        'src/lazy.tsx': { file: 'assets/lazy.js', imports: ['_shared.js'] },
      },
    );
    const report = measureLandingBundle(dist);
    expect(report.files.map((f) => f.file).sort()).toEqual(['assets/index.js', 'assets/shared.js']);
    expect(report.totalGzipBytes).toBe(gz(entry) + gz(shared));
    expect(report.withinBudget).toBe(true);
  });

  it('fails a bundle over the budget', () => {
    const big = randomBytes(4096); // random bytes do not compress
    const dist = fakeDist(
      { 'assets/index.js': big },
      { 'index.html': { file: 'assets/index.js', isEntry: true } },
    );
    expect(measureLandingBundle(dist, 4000).withinBudget).toBe(false);
    expect(measureLandingBundle(dist, 8000).withinBudget).toBe(true);
  });

  it('refuses a manifest without an entry', () => {
    const dist = fakeDist({}, { 'src/a.tsx': { file: 'assets/a.js' } });
    expect(() => measureLandingBundle(dist)).toThrow(/No entry chunk/);
  });
});
