/**
 * The import arrows (scripts/lint/boundaries.js) that concern @thistle/language, checked through ESLint
 * itself: a snippet is linted as if it were a file in each workspace.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { normalise } from '${specifier}';\nexport const probe = normalise;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'thistle/boundaries').map((m) => m.message);
}

describe('import boundaries around @thistle/language', () => {
  it.each([
    ['@thistle/core'],
    ['@thistle/core/ai/index'],
    ['@thistle/db'],
    ['@thistle/agent'],
    ['@thistle/server'],
    ['@thistle/web'],
  ])('language may not import %s', async (specifier) => {
    const errors = await importErrors('packages/language/src/probe.ts', specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('imports go one way');
  });

  it('language may import @thistle/shared', async () => {
    expect(await importErrors('packages/language/src/probe.ts', '@thistle/shared')).toEqual([]);
  });

  it.each([['packages/core/src/probe.ts'], ['packages/agent/src/probe.ts']])(
    '%s may import @thistle/language',
    async (filePath) => {
      expect(await importErrors(filePath, '@thistle/language')).toEqual([]);
    },
  );

  it.each([
    ['packages/shared/src/probe.ts'],
    ['packages/db/src/probe.ts'],
    ['apps/web/src/probe.ts'],
  ])('%s may not import @thistle/language', async (filePath) => {
    expect(await importErrors(filePath, '@thistle/language')).toHaveLength(1);
  });
});
