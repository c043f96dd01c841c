import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summariseReport } from '../../scripts/lib/vitest-summary.mjs';

const dir = mkdtempSync(join(tmpdir(), 'thistle-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm test's closing line", () => {
  it('counts a test file that cannot load as a failure', () => {
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      'export default { test: { include: ["*.test.mjs"] } };',
    );
    writeFileSync(
      join(dir, 'passes.test.mjs'),
      "import { test } from 'vitest'; test('fine', () => {});",
    );
    writeFileSync(
      join(dir, 'broken.test.mjs'),
      "import { gone } from './missing.mjs'; import { test } from 'vitest'; test('never runs', () => gone());",
    );
    const report = join(dir, 'report.json');
    spawnSync(
      process.execPath,
      [
        join(process.cwd(), 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        dir,
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { encoding: 'utf8' },
    );
    const summary = summariseReport(JSON.parse(readFileSync(report, 'utf8')));
    expect(summary.passed).toBe(1);
    expect(summary.failed).toBe(1);
    expect(summary.unloadedFiles).toEqual([join(dir, 'broken.test.mjs')]);
  });
});
