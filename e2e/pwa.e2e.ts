/**
 * Installable app, grid readable offline (docs/RESILIENCE.md). The only e2e file with service
 * workers allowed (playwright.config.ts blocks them elsewhere): a desk that opened a day
 * while online reloads with the network cut (`context.setOffline(true)`) and gets the app
 * shell from the service worker and the day from its cache, with the offline banner; a
 * write is refused with an Italian message and the typing stays; log-out forgets the cached
 * data; "Aggiorna" after a new build activates the new worker. Also checks by hand what
 * Lighthouse's installability audit checks (docs/RESILIENCE.md).
 * Screenshots docs/screenshots/resilience-offline-grid{,-390}.png when RES_SHOTS=1.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { createAdminWorkshop } from '@shared/contracts/admin';
import { getDay } from '@shared/contracts/appointments';
import { adminLogin, getSession } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { apiOk } from './support/api';
import { test, expect } from './support/fixtures';
import { appointmentDialog, cell, expectDay, login, openDay, signOut } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedAppointment } from './support/seed';
import { E2E_ADMIN_PASSWORD, ROOT, startServer } from './support/server';

test.use({ serviceWorkers: 'allow' });

const SHOTS = process.env.RES_SHOTS ? path.join(ROOT, 'docs/screenshots') : null;
const API_CACHE = 'reviapp-api-v1';
const OFFLINE_BANNER = 'Sei offline: la griglia è in sola lettura';
const OFFLINE_WRITE = /Sei offline: la modifica non è stata inviata/;

/** Waits until a service worker controls the page (installed, precached, claimed). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** URLs kept in the service worker's API cache. */
const cachedApi = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname + new URL(r.url).search);
  }, API_CACHE);

/** PNG width × height from its IHDR chunk. */
function pngSize(buf: Buffer): string {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

test('installability: manifest linked and valid, a service worker with a fetch handler controls the page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await openDay(page, '2031-05-06');

  // Served from localhost over HTTP: a secure context.
  expect(new URL(baseURL!).hostname).toMatch(/^(localhost|127\.0\.0\.1)$/);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url());
  const res = await page.request.get(manifestUrl.href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const m = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(m.name).toBe('ReviApp');
  expect(m.short_name.length).toBeGreaterThan(0);
  expect(m.short_name.length).toBeLessThanOrEqual(12);
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(m.display);
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const start = new URL(m.start_url, manifestUrl);
  const scope = new URL(m.scope, manifestUrl);
  expect(start.origin).toBe(manifestUrl.origin);
  expect(start.pathname.startsWith(scope.pathname)).toBe(true);
  // Icons: 192 and 512 PNG (purpose any) and a maskable one, each served with its size.
  const sizes = new Set<string>();
  for (const icon of m.icons) {
    const r = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await r.body()), icon.src).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes]).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // The worker: same origin, scope `/`, controls this page, has a fetch handler (it answers
  // the page from its precache: the document's entry script is in Cache Storage).
  await waitForServiceWorker(page);
  const sw = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    return {
      controller: navigator.serviceWorker.controller!.scriptURL,
      scope: reg?.scope,
      precached: !!(await caches.match(script)),
    };
  });
  expect(new URL(sw.controller).pathname).toBe('/sw.js');
  expect(sw.scope).toBe(new URL('/', baseURL).href);
  expect(sw.precached).toBe(true);
  const swRes = await page.request.get('/sw.js');
  expect(swRes.headers()['cache-control']).toBe('no-cache');
  expect(swRes.headers()['content-type']).toMatch(/javascript/);
  const source = await swRes.text();
  expect(/addEventListener\(["'`]fetch["'`]/.test(source), 'sw.js listens to fetch').toBe(true);
});

test('offline: the grid of a day seen online reloads from the service worker, read-only', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(90_000);
  const day = '2031-05-06';
  await seedAppointment(
    api,
    { date: day, time: '9:00', column: 1 },
    { surname: 'BIANCHI', phone: '3331234567', model: 'FIAT PANDA' },
  );
  await openDay(page, day);
  await expect(cell(page, '9:00', 1)).toContainText('BIANCHI');
  await waitForServiceWorker(page);
  // The first load came before the worker: from now on the day's answers go through it.
  await page.reload();
  await expect(cell(page, '9:00', 1)).toContainText('BIANCHI');
  await expect.poll(() => cachedApi(page)).toContain(buildUrl(getDay, undefined, { date: day }));
  expect(await cachedApi(page)).toContain(buildUrl(getSession));
  // Online: no offline banner.
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  // The grid's popups are not precached: a desk that opened the appointment dialog once
  // online has it offline (the worker caches it on first use).
  await cell(page, '10:00', 2).click();
  await expect(appointmentDialog(page)).toBeVisible();
  await appointmentDialog(page).press('Escape');
  await expect(appointmentDialog(page)).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expectDay(page, day);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(cell(page, '9:00', 1)).toContainText('BIANCHI');
  // Offline is not the connection-lost page.
  expect(page.url()).toContain('#/user/appuntamenti');
  await expect(page.getByText('Errore Connessione !!!')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'offline-grid');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/resilience-offline-grid.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(cell(page, '9:00', 1)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/resilience-offline-grid-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // A write is refused with a clear message, the dialog keeps what was typed.
  await cell(page, '10:00', 2).click();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Telefono').fill('3339876543');
  await dialog.getByLabel('Nome', { exact: true }).fill('Offline Rossi');
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByText(OFFLINE_WRITE).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(/offline rossi/i);
  await dialog.press('Escape');
  await expect(dialog).toBeHidden();

  // A state change from the keyboard ("regular", key V on the selected cell) is refused too.
  await cell(page, '9:00', 1).click();
  await expect(appointmentDialog(page)).toBeHidden();
  await page.keyboard.press('v');
  await expect(page.getByText(OFFLINE_WRITE).first()).toBeVisible();

  // A day never opened on this computer says so.
  await page.goto(`/#/user/appuntamenti?data=2031-09-01`);
  await expect(page.getByText(/non è disponibile offline/)).toBeVisible();
  await page.goto(`/#/user/appuntamenti?data=${day}`);
  await expect(cell(page, '9:00', 1)).toContainText('BIANCHI');

  // Back online: the banner goes, writes work again.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

  // Log-out forgets the cached session and days (no "Ricorda accesso" on this browser).
  await signOut(page);
  await expect.poll(() => cachedApi(page)).toEqual([]);
  // The owner marker follows the user (it is forgotten with the data).
  expect(await page.evaluate(() => localStorage.getItem('reviapp:offline-cache-owner'))).toBeNull();
});

test('"Aggiorna" after a new build activates the new service worker and reloads', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  // Its own server: the version it announces changes with the restart below.
  const env: NodeJS.ProcessEnv = { DEMO_SEED: '0', APP_VERSION: 'e2e-pwa-1' };
  const srv = await startServer({ env });
  const sw = path.join(ROOT, 'dist/web/sw.js');
  const originals = new Map<string, Buffer>();
  for (const f of [sw, `${sw}.br`, `${sw}.gz`])
    if (fs.existsSync(f)) originals.set(f, fs.readFileSync(f));
  const context = await browser.newContext({ baseURL: srv.url, serviceWorkers: 'allow' });
  try {
    const admin = await playwright.request.newContext({ baseURL: srv.url });
    await apiOk(admin, adminLogin, { body: { password: E2E_ADMIN_PASSWORD } });
    const user = { username: 'e2e_pwa_update', password: 'password-e2e' };
    await apiOk(admin, createAdminWorkshop, { body: user });
    await admin.dispose();
    const page = await context.newPage();
    await login(page, user.username, user.password);
    await waitForServiceWorker(page);

    // A new build is deployed: another sw.js (its precache list) and another version.
    const next = Buffer.concat([originals.get(sw)!, Buffer.from('\n/* e2e: next build */\n')]);
    fs.writeFileSync(sw, next);
    fs.writeFileSync(`${sw}.br`, zlib.brotliCompressSync(next));
    fs.writeFileSync(`${sw}.gz`, zlib.gzipSync(next));
    env.APP_VERSION = 'e2e-pwa-2';
    await srv.restart();

    // The desk rides out the restart (connection-lost page, back by itself), then offers it.
    await expect(page.getByText('Nuova versione disponibile')).toBeVisible({ timeout: 60_000 });
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
    await reloaded;
    await expect(page.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    // Without skipWaiting the new worker would still be waiting behind the old one.
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/');
      return {
        waiting: !!reg?.waiting,
        active: reg?.active?.state,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, active: 'activated', controlled: true });
    await expect(page.getByText('Nuova versione disponibile')).toHaveCount(0);
  } finally {
    for (const [f, data] of originals) fs.writeFileSync(f, data);
    await context.close();
    await srv.dispose();
  }
});
