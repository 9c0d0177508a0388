import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects';

/** Vitest's default leaves a core idle, which on a 2-core machine runs every file one after another. */
const cores = availableParallelism();

/**
 * Integration files that must have their modules to themselves: they replace a module (vi.mock), spy on one, or
 * watch the job queue's workers, which a module loaded by an earlier file in the same worker would disturb.
 */
const alone = [
  'apps/server/src/modules/checkout/orders/order-numbers.int.test.ts',
  'apps/server/src/db/postgres-transaction-start.int.test.ts',
  'apps/server/src/db/read-cache.int.test.ts',
  'apps/server/src/modules/auth/session-cache.int.test.ts',
  'apps/server/src/redis/stalled-redis.int.test.ts',
  'apps/server/src/integrations/email/outbox-claims.int.test.ts',
];

/** The server's messages compiled as its build compiles them (apps/server/build.mjs, ADR 066). */
const serverMessages = () =>
  lingui({
    macroTransform: true,
    failOnCompileError: true,
    configPath: fileURLToPath(new URL('./apps/server/lingui.config.ts', import.meta.url)),
  });

const integration = {
  environment: 'node',
  include: ['apps/server/**/*.int.test.ts'],
  globalSetup: ['apps/server/test/global-setup.ts'],
  // A file spends much of its time waiting on its database, so files run one more at a time than there are cores;
  // each has a database of its own (a copy of a prepared template, test/test-databases.ts).
  maxWorkers: cores + 1,
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    maxWorkers: cores,
    projects: [
      {
        plugins: [serverMessages()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/support/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // No unit file replaces a module: they share their worker's loaded modules.
          isolate: false,
        },
      },
      ...webProjects,
      {
        plugins: [serverMessages()],
        test: {
          ...integration,
          name: 'integration',
          exclude: [...alone, '**/node_modules/**'],
          // Files share their worker's modules: the server's code is loaded once per worker rather than once per
          // file (about 5 s of a core each, for a hundred files).
          isolate: false,
        },
      },
      { plugins: [serverMessages()], test: { ...integration, name: 'integration-alone', include: alone } },
    ],
  },
});
