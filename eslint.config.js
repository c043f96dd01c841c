// One-way imports between workspaces are enforced here (see docs/architecture.md):
//   shared  <- db       <- core <- agent <- server
//   shared  <- language <- core, agent
//   shared  <- web
// A package may import only the packages to its left; the web app only @thistle/shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: [`@thistle/${name}`, `@thistle/${name}/*`],
        message: `This workspace may not import @thistle/${name}: imports go one way (docs/architecture.md).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/web/dist/**',
      'packages/db/migrations/**',
      '.bench/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**'],
    rules: forbid('language', 'db', 'core', 'agent', 'server', 'web'),
  },
  { files: ['packages/language/**'], rules: forbid('db', 'core', 'agent', 'server', 'web') },
  { files: ['packages/db/**'], rules: forbid('language', 'core', 'agent', 'server', 'web') },
  { files: ['packages/core/**'], rules: forbid('agent', 'server', 'web') },
  { files: ['packages/agent/**'], rules: forbid('server', 'web') },
  { files: ['apps/server/**'], rules: forbid('web') },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid('language', 'db', 'core', 'agent', 'server'),
    },
  },
);
