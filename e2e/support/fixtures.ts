/**
 * Playwright fixtures: one real server per worker (fresh PGlite folder, demo workshop),
 * and `baseURL` pointing at it. Tests import `test` and `expect` from here.
 */
import { test as base, expect } from '@playwright/test';
import { startServer, type E2eServer } from './server';

export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
