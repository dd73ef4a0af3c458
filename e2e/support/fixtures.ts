/**
 * Playwright fixtures. One real server per worker (fresh PGlite folder, no demo data) and,
 * per test, a fresh workshop account of its own, created through the super-admin API
 * (`POST /api/admin/workshops`) and signed in through `POST /api/auth/login`; the test's
 * `page` starts with that session cookie (storageState), so no test signs in by hand
 * unless it tests the login form, and no test sees another test's data.
 *
 * Tests import `test` and `expect` from here. Fixtures:
 * - `workshop`: `{ username, password }` of the test's account, created with the option
 *   flags of `workshopOptions` (default none: `test.use({ workshopOptions: ['+sync_targa'] })`);
 * - `api`: an APIRequestContext signed in as that workshop, for seeding (see `seed.ts`);
 * - `page`/`context`: signed in (a file may `test.use({ storageState: SIGNED_OUT })`);
 * - `newDesk()`: another signed-in browser context of the same workshop ("another PC").
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { createAdminWorkshop } from '@shared/contracts/admin';
import { adminLogin, login, type OptionFlag } from '@shared/contracts/auth';
import { apiOk } from './api';
import { E2E_ADMIN_PASSWORD, startServer, type E2eServer } from './server';

/** Credentials of the test's own workshop. */
export type E2eWorkshop = { username: string; password: string };

/** A storage state without cookies: `test.use({ storageState: SIGNED_OUT })`. */
export const SIGNED_OUT = { cookies: [], origins: [] };

type TestFixtures = {
  /** Option flags of the test's account (spec 000 §9), e.g. `['+sync_targa']`. */
  workshopOptions: OptionFlag[];
  workshop: E2eWorkshop;
  api: APIRequestContext;
  newDesk: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};
type WorkerFixtures = { server: E2eServer; adminApi: APIRequestContext };

let counter = 0;

/** Throws with the server's answer unless `res` is ok (a seeding step must not fail silently). */
export async function expectOk(res: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!res.ok()) throw new Error(`API ${res.status()}: ${await res.text()}`);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ env: { DEMO_SEED: '0' } });
      try {
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  adminApi: [
    async ({ playwright, server }, use) => {
      const admin = await playwright.request.newContext({ baseURL: server.url });
      await apiOk(admin, adminLogin, { body: { password: E2E_ADMIN_PASSWORD } });
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  workshopOptions: [[], { option: true }],
  workshop: async ({ adminApi, workshopOptions }, use, testInfo) => {
    const username = `e2e_w${testInfo.workerIndex}_${++counter}_${testInfo.testId.slice(0, 8)}`;
    const password = 'password-e2e';
    await apiOk(adminApi, createAdminWorkshop, {
      body: { username, password, options: workshopOptions },
    });
    await use({ username, password });
  },
  api: async ({ playwright, server, workshop }, use) => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    await apiOk(api, login, { body: workshop });
    await use(api);
    await api.dispose();
  },
  storageState: async ({ api }, use) => {
    await use(await api.storageState());
  },
  newDesk: async ({ browser, api, baseURL, locale, timezoneId, permissions }, use) => {
    const state = await api.storageState();
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        permissions,
        ...options,
        storageState: state,
      });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((c) => c.close()));
  },
});

export { expect };
