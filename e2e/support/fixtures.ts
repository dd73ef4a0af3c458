/**
 * Playwright fixtures. One real server per worker (fresh PGlite folder, no demo data) and,
 * per test, a fresh workshop account of its own, created through the super-admin API
 * (`POST /api/admin/workshops`) and signed in through `POST /api/auth/login`; the test's
 * `page` starts with that session cookie (storageState), so no test signs in by hand
 * unless it tests the login form, and no test sees another test's data.
 *
 * Tests import `test` and `expect` from here. Options (`test.use({...})`):
 * - `workshopOptions`: option flags of the test's account (default none, e.g.
 *   `test.use({ workshopOptions: ['+sync_targa'] })`);
 * - `workshopLinkWeb`: true gives the account a booking link of its own (`link_web`,
 *   spec 001 §4; default false);
 * - `toolSimConfig`: the start configuration of the `toolSim` fixture (its `origins` always
 *   include the server).
 *
 * Fixtures:
 * - `workshop`: `{ username, password, linkWeb }` of the test's account, made with the
 *   options above;
 * - `toolSim`: the ReviApp Tool simulator (`src/server/integrations/tool-sim.ts`) on a free
 *   port of 127.0.0.1, started for the test that asks for it and closed after it; the app
 *   reaches it there (this computer at any port: `src/shared/domain/tool-address.ts`), so two
 *   runs on one machine never fight over the tool's port 1987. Point the workshop at it with
 *   `seedSettings(api, 'tool', { server: toolSim.url })`;
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
import { startToolSimulator } from '@server/integrations/tool-sim';
import type { ToolSimConfig, ToolSimulator } from '@server/integrations/tool-sim-config';
import { apiOk } from './api';
import { E2E_ADMIN_PASSWORD, startServer, type E2eServer } from './server';

/** Credentials of the test's own workshop, and its booking link (null without one). */
export type E2eWorkshop = { username: string; password: string; linkWeb: string | null };

/** A storage state without cookies: `test.use({ storageState: SIGNED_OUT })`. */
export const SIGNED_OUT = { cookies: [], origins: [] };

type TestFixtures = {
  /** Option flags of the test's account (spec 000 §9), e.g. `['+sync_targa']`. */
  workshopOptions: OptionFlag[];
  /** True: the account gets a booking link of its own (`link_web`, spec 001 §4). */
  workshopLinkWeb: boolean;
  workshop: E2eWorkshop;
  /** Start configuration of `toolSim` (its `origins` always include the server). */
  toolSimConfig: Partial<ToolSimConfig>;
  /** The ReviApp Tool simulator on a free port, for this test only. */
  toolSim: ToolSimulator;
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
  workshopLinkWeb: [false, { option: true }],
  workshop: async ({ adminApi, workshopOptions, workshopLinkWeb }, use, testInfo) => {
    const n = `${testInfo.workerIndex}_${++counter}_${testInfo.testId.slice(0, 8)}`;
    const username = `e2e_w${n}`;
    const password = 'password-e2e';
    const linkWeb = workshopLinkWeb ? `web${n.replace(/_/g, '')}`.toLowerCase() : null;
    await apiOk(adminApi, createAdminWorkshop, {
      body: { username, password, options: workshopOptions, ...(linkWeb ? { linkWeb } : {}) },
    });
    await use({ username, password, linkWeb });
  },
  toolSimConfig: [{}, { option: true }],
  toolSim: async ({ server, toolSimConfig }, use) => {
    const origins = [server.url, ...(toolSimConfig.origins ?? [])];
    const sim = await startToolSimulator({ config: { ...toolSimConfig, origins } });
    try {
      await use(sim);
    } finally {
      await sim.close();
    }
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
