import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, which
    // left the second core idle whenever a file waited on timers, the database or argon2 (decision 011).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          setupFiles: ['packages/domain/src/test-setup.ts'],
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share their worker's modules and database (apps/api/src/test/context.test-kit.ts): no mocks
          // here, and every context starts from truncated tables.
          isolate: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['packages/domain/src/test-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
