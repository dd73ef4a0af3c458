/**
 * A web app built in development mode signs in (README "two commands": `npm start` builds the
 * web app with `vite build`, and `NODE_ENV=development npm start` makes that a development
 * build). The production-only bundle rewrites (the contracts' inert zod and numbering plan,
 * `scripts/vite-inert-zod.ts`; React Router's production build, `vite.config.ts`) must stay
 * out of such a build: its `call()` checks each answer against the contracts, and an inert
 * zod there made every answer a failure — login 200, the page still on the form.
 *
 * Builds `src/web` with `NODE_ENV=development` into a temporary folder (~30 s), serves it
 * from a test app on a real socket and signs in with Chromium by the form's labels.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { buildWorkshop } from '@server/test/factories';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { freePort } from '../e2e/support/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');

let outDir = '';
let ctx: TestContext;
let base = '';

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-web-development-'));
  const build = spawnSync(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await setupTestApp({ PUBLIC_URL: base }, { webDir: outDir });
  await ctx.app.listen({ port, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  ctx.app.server.closeAllConnections();
  await ctx?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

it('is a development build (React’s development runtime) without the inert stand-ins', () => {
  const assets = path.join(outDir, 'assets');
  const scripts = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  // Booleans, not toContain: a failure would print the whole bundle.
  expect(scripts.includes('Download the React DevTools'), 'React’s development build').toBe(true);
  expect(scripts.includes('zod non è nel bundle web'), 'the inert zod').toBe(false);
});

it('signs a workshop in: the form leads to the appointment grid', async () => {
  const workshop = await buildWorkshop(ctx.database.db);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/#/login`);
    await page.getByLabel('Nome Utente').fill(workshop.username);
    await page.getByLabel('Password', { exact: true }).fill(workshop.password);
    await page.getByRole('button', { name: 'ACCEDI' }).click();
    await page.waitForURL(/#\/user\/appuntamenti/, { timeout: 15_000 });
    await page.getByRole('columnheader', { name: 'Ore', exact: true }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
}, 60_000);
