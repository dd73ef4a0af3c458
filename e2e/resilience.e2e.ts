/**
 * Resilience and offline (docs/RESILIENCE.md; spec 000 §2 status routes, §4 application state,
 * background jobs): a desk survives the server going away and coming back with its draft;
 * the super-admin's maintenance switch moves another desk to #/server_off and back; the
 * offline backup lists the next 7 days with the network blocked. Screenshots go to
 * docs/screenshots/resilience-*.png when RES_SHOTS=1.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deviceLogin } from '@shared/contracts/quick-login';
import { setServerState } from '@shared/contracts/system';
import { apiCall } from './support/api';
import { test, expect } from './support/fixtures';
import {
  addDays,
  appointmentDialog,
  cell,
  expectDay,
  login,
  openDay,
  storedDeviceToken,
} from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedAppointment } from './support/seed';
import { ROOT } from './support/server';

const SHOTS = process.env.RES_SHOTS ? path.join(ROOT, 'docs/screenshots') : null;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/resilience-${name}.png` });
}

/** Today in Europe/Rome, `yyyy-mm-dd`. */
const todayRome = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const dotted = (iso: string) => iso.split('-').reverse().join('.');

test('server stopped → "Errore Connessione !!!"; started → back on the grid, draft intact', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const day = '2031-05-06';
  await openDay(page, day);
  await cell(page, '9:00', 1).click();
  const dialog = appointmentDialog(page);
  await dialog.getByLabel('Nome', { exact: true }).pressSequentially('bozza rossi');

  await server.stop();
  await expect(page.getByText('Errore Connessione !!!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Attendere, nuovo tentativo di connessione in corso…')).toBeVisible();
  expect(page.url()).toContain('#/user_collegamento_assente?utente=');
  await shot(page, 'connection-lost');
  await expectNoSeriousViolations(page, 'connection-lost');

  await server.restart();
  // It retries every 10 s and returns to the same day by itself.
  await expect(page.getByRole('button', { name: 'Scegli data' })).toBeVisible({ timeout: 25_000 });
  await expectDay(page, day);
  await cell(page, '9:00', 1).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(/bozza rossi/i);
});

test('maintenance from the admin screen moves another desk to #/server_off and back', async ({
  page,
  newDesk,
  browser,
  adminApi,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const other = await (await newDesk()).newPage();
  for (const desk of [other, page]) {
    await desk.goto('/#/user/appuntamenti?data=2031-05-07');
    await expect(desk.getByRole('button', { name: 'Scegli data' })).toBeVisible({
      timeout: 15_000,
    });
  }

  const adminContext = await browser.newContext({
    baseURL,
    storageState: await adminApi.storageState(),
  });
  const admin = await adminContext.newPage();
  try {
    await admin.goto('/#/admin/stato_server');
    await expect(admin.getByRole('heading', { name: 'Stato del server' })).toBeVisible();
    await admin.getByText('In manutenzione').click();
    await admin.getByLabel('Testo della manutenzione').fill('Aggiornamento in corso');
    await admin.getByRole('button', { name: 'SALVA' }).click();
    await expect(admin.getByText('Salvato', { exact: true }).first()).toBeVisible();
    await shot(admin, 'maintenance-admin');

    for (const desk of [other, page]) {
      await expect(desk).toHaveURL(/#\/server_off$/);
      await expect(desk.getByText('Aggiornamento in corso')).toBeVisible();
    }
    await shot(other, 'server-off');

    await admin.getByText('Servizio aperto').click();
    await admin.getByRole('button', { name: 'SALVA' }).click();
    // Back to #/login, which forwards a still signed-in desk to its grid.
    for (const desk of [other, page]) {
      await expect(desk).toHaveURL(/#\/(login|user\/appuntamenti)/);
      await expect(desk.getByRole('button', { name: 'Scegli data' })).toBeVisible({
        timeout: 15_000,
      });
    }
  } finally {
    // Never leave the worker's server closed for the next tests.
    await apiCall(adminApi, setServerState, { body: { state: 'open', text: '' } });
    await adminContext.close();
  }
});

test('the offline backup lists the next 7 days with the network blocked', async ({
  page,
  context,
  api,
  workshop,
}) => {
  const today = todayRome();
  const in3 = addDays(today, 3);
  // Two appointments within the next 7 days, one beyond them.
  for (const [date, time, column, surname, phone, model] of [
    [today, '9:00', 1, 'VERDI', '3331112222', 'HONDA SH 125'],
    [in3, '10:30', 2, 'NERI', '3334445555', 'PIAGGIO LIBERTY'],
    [addDays(today, 8), '9:00', 1, 'TROPPO AVANTI', '3336667777', 'VESPA'],
  ] as const)
    await seedAppointment(api, { date, time, column }, { surname, phone, model });
  await openDay(page, today);
  // The desk saves its backup right after opening (then every 10 min).
  await page.waitForFunction(
    (key) => (localStorage.getItem(key) ?? '').includes('NERI'),
    `reviapp:backup:${workshop.username.toLowerCase()}`,
  );

  await context.setOffline(true);
  await page.evaluate((u) => {
    window.location.hash = `#/app_offline?utente=${encodeURIComponent(u)}`;
  }, workshop.username);
  await expect(page.getByText(/Ultimo Back-Up effettuato/)).toBeVisible();
  await expect(page.getByRole('heading', { name: dotted(today) })).toBeVisible();
  await expect(page.getByRole('heading', { name: dotted(in3) })).toBeVisible();
  const day3 = page.getByRole('table', { name: dotted(in3) });
  await expect(
    day3.getByRole('row', { name: /10:30 NERI 3334445555 PIAGGIO LIBERTY/ }),
  ).toBeVisible();
  await expect(page.getByText('TROPPO AVANTI')).toHaveCount(0);
  await shot(page, 'offline-backup');
  await page.setViewportSize({ width: 390, height: 800 });
  await shot(page, 'offline-backup-390');
  await expectNoSeriousViolations(page, 'offline-backup');

  // Another user of this browser has no backup.
  await page.evaluate(() => {
    window.location.hash = '#/app_offline?utente=nessuno';
  });
  await expect(page.getByText('Nessun Back-Up trovato')).toBeVisible();
  await context.setOffline(false);
});

test.describe('quick login', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('an entry signs in with one tap; deleting it revokes the device token', async ({
    page,
    workshop,
    playwright,
    baseURL,
  }) => {
    await login(page, workshop.username, workshop.password, { remember: true });
    await expect
      .poll(() => storedDeviceToken(page, workshop.username))
      .toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = (await storedDeviceToken(page, workshop.username))!;

    // Sign out, then one tap on the entry signs in again (no password typed).
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByLabel('Nome Utente')).toBeVisible();
    await shot(page, 'quick-login');
    await page.getByRole('button', { name: `Usa ${workshop.username}` }).click();
    await expect(page.getByRole('button', { name: 'Scegli data' })).toBeVisible({
      timeout: 15_000,
    });

    // Delete the entry: the server refuses the old token.
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('button', { name: `Rimuovi ${workshop.username}` }).click();
    await expect(page.getByRole('button', { name: `Usa ${workshop.username}` })).toHaveCount(0);
    const anon = await playwright.request.newContext({ baseURL });
    await expect
      .poll(async () => (await apiCall(anon, deviceLogin, { body: { token: token! } })).status)
      .toBe(401);
    await anon.dispose();
  });
});
