import { test as base } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from './built-server';

export * from '@playwright/test';

/**
 * The tests' `test`: every worker drives a server of its own, on an embedded database of its own seeded with the
 * demo personas, so that tests running at once in different workers never see each other's changes. A worker
 * starts its server when its first test needs the address (`baseURL`, and so `page` and `request`) and stops it
 * when it ends; a file that starts servers of its own and sets `baseURL` itself starts none.
 */
export const test = base.extend<object, { serverUnderTest: BuiltServer }>({
  serverUnderTest: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const server = await startBuiltServer();
      await use(server);
      await server.stop();
    },
    // Seeding the demo personas takes a while on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ serverUnderTest }, use) => {
    await use(serverUnderTest.baseUrl);
  },
});
