import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'tests/{scripts,lint}/**/*.test.ts',
          ],
          globalSetup: ['tests/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser and one server at a time: this machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
