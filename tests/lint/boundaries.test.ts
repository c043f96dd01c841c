import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary messages ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'thistle/boundaries').map((m) => m.message);
}

describe('import boundaries (scripts/lint/boundaries.js)', () => {
  it.each([
    [
      'packages/shared/src/x.ts',
      "import { openDatabase } from '@thistle/db';",
      /may not import @thistle\/db/,
    ],
    [
      'packages/db/src/x.ts',
      "import { loadConfig } from '@thistle/core';",
      /may not import @thistle\/core/,
    ],
    [
      'packages/core/src/x.ts',
      "import { tagOffline } from '@thistle/agent';",
      /may not import @thistle\/agent/,
    ],
    [
      'packages/language/src/x.ts',
      "import { loadConfig } from '@thistle/core';",
      /may not import @thistle\/core/,
    ],
    [
      'packages/agent/src/x.ts',
      "import { buildApp } from '@thistle/server';",
      /may not import @thistle\/server/,
    ],
    [
      'apps/web/src/lib/x.ts',
      "import { loadConfig } from '@thistle/core';",
      /may not import @thistle\/core/,
    ],
    ['apps/server/src/x.ts', "export * from '@thistle/web';", /may not import @thistle\/web/],
  ])('%s: %s is refused', async (file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it('refuses a dynamic import the other way', async () => {
    const errors = await boundaryErrors(
      'packages/core/src/x.ts',
      "export const load = () => import('@thistle/agent');",
    );
    expect(errors).toEqual([expect.stringMatching(/may not import @thistle\/agent/)]);
  });

  it('refuses a relative path into another workspace, even an allowed one', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/x.ts',
      "import { tagOffline } from '../../../packages/agent/src/tagging/offline.ts';",
    );
    expect(errors).toEqual([expect.stringMatching(/by its package name \(@thistle\/agent\)/)]);
    const upward = await boundaryErrors(
      'packages/core/src/x.ts',
      "const m = await import('../../agent/src/index.ts');",
    );
    expect(upward).toHaveLength(1);
  });

  it.each([
    [
      'apps/web/src/features/settings/x.tsx',
      "import { LoginPage } from '@/features/auth/login-page';",
      /settings feature may not import the auth feature/,
    ],
    [
      'apps/web/src/features/settings/x.tsx',
      "import { x } from '../auth/login-page';",
      /settings feature may not import the auth feature/,
    ],
    [
      'apps/web/src/components/layouts/x.tsx',
      "import { useFeed } from '@/features/feed/api/get-posts';",
      /components code may not import from a feature/,
    ],
    [
      'apps/web/src/lib/x.ts',
      "import { Button } from '@/components/ui/button';",
      /lib code may not import from components/,
    ],
    [
      'apps/web/src/features/feed/x.tsx',
      "import { routes } from '@/app/router';",
      /may not import from the app layer/,
    ],
    [
      'apps/web/src/components/ui/x.tsx',
      "const r = import('@/app/router');",
      /may not import from the app layer/,
    ],
  ])('web: %s with %s is refused', async (file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['packages/agent/src/x.ts', "import { loadConfig } from '@thistle/core';"],
    ['packages/core/src/x.ts', "import { matchRegions } from '@thistle/language';"],
    [
      'apps/web/src/features/feed/x.tsx',
      "import { useAuth } from '@/lib/auth/auth-context';\nimport { Button } from '@/components/ui/button';\nimport { x } from './api/get-posts';",
    ],
    ['apps/web/src/app/x.tsx', "import Feed from '@/features/feed/feed-page';"],
    ['apps/web/src/components/layouts/x.tsx', "import { cn } from '@/lib/cn';"],
    [
      'apps/web/src/features/auth/x.tsx',
      "import type { MeResponse } from '@thistle/shared/contracts/auth';",
    ],
  ])('%s may import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('the repository itself keeps every rule', async () => {
    const results = await eslint.lintFiles(['apps', 'packages']);
    const broken = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'thistle/boundaries')
        .map((m) => `${path.relative(repoRoot, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 120_000);
});
