/**
 * Two-factor sign-in in Chromium (README "Two-factor sign-in"): setup on the Password screen
 * (QR code and key, a first code, ten recovery codes), then signing in with a code in the
 * login card and with a recovery code; an account the super-admin requires it of is led
 * through setup after its password before the grid; the super-admin sets up its own on
 * Registro attività and requires it of an account with the editor's switch (on a server of
 * its own: turning it on ends the super-admin's other sessions, the worker's API one
 * included). Codes are generated here with otplib
 * from the key shown on screen. At 1280 and 390 px, axe clean, screenshots in
 * /work/shots/twofa (or TWOFA_SHOTS).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { listAdminWorkshops } from '@shared/contracts/admin';
import { setTwoFactorRequired } from '@shared/contracts/two-factor';
import { adminLogin, getSession } from '@shared/contracts/auth';
import { apiCall, apiOk } from './support/api';
import { test, expect, SIGNED_OUT } from './support/fixtures';
import { E2E_ADMIN_PASSWORD, startServer } from './support/server';
import { expectNoSeriousViolations } from './support/axe';

const SHOTS = process.env.TWOFA_SHOTS ?? '/work/shots/twofa';
fs.mkdirSync(SHOTS, { recursive: true });

/** The code of `secret` `steps` steps from now. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Reads the key shown by the setup, confirms it with a first code; resolves to key and codes. */
async function confirmSetup(page: Page, shot: string) {
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible({ timeout: 20_000 });
  const secret = (await page.getByTestId('totp-key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(page, `${shot}-setup`);
  await page.screenshot({ path: path.join(SHOTS, `${shot}-setup.png`), fullPage: true });
  await page.getByLabel('Codice di verifica').fill('000000');
  await page.getByRole('button', { name: 'CONFERMA' }).click();
  await expect(page.getByText('Codice di verifica errato')).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(await codeOf(secret));
  await page.getByRole('button', { name: 'CONFERMA' }).click();
  const list = page.getByRole('list').filter({ hasText: /^[A-Z2-9]{5}-/ });
  await expect(page.getByRole('heading', { name: 'Codici di recupero' })).toBeVisible();
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Scarica' })).toBeVisible();
  await expectNoSeriousViolations(page, `${shot}-codes`);
  await page.screenshot({ path: path.join(SHOTS, `${shot}-codes.png`), fullPage: true });
  await page.getByRole('button', { name: 'HO SALVATO I CODICI' }).click();
  return { secret, codes };
}

/**
 * Password step of the login card, from a signed-out browser. An empty `username` is the
 * super-admin's: the logo tapped five times shows "Accesso amministratore" (README
 * "Signing in as super-admin").
 */
async function passwordStep(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/#/login');
  if (!username) {
    const logo = page.getByRole('img', { name: 'ReviApp' });
    for (let i = 0; i < 5; i++) await logo.click();
    await expect(page.getByText('Accesso amministratore')).toBeVisible();
  }
  await page.getByLabel('Nome Utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ACCEDI' }).click();
}

// Each test signs in three times and runs axe four times: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const grid = (page: Page) => page.getByRole('columnheader', { name: 'Ore', exact: true });

for (const [width, height, suffix] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`set up on the Password screen, sign in with a code and a recovery code (${width} px)`, async ({
    page,
    workshop,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#/user/password');
    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await expect(section.getByText('Non attiva')).toBeVisible({ timeout: 20_000 });
    await section.getByRole('button', { name: 'ATTIVA LA VERIFICA' }).click();
    const { secret, codes } = await confirmSetup(page, `password-${suffix}`);
    await expect(section.getByText('Attiva', { exact: true })).toBeVisible();
    await expect(section.getByText('Codici di recupero rimasti: 10')).toBeVisible();

    // The password alone no longer opens the grid: the same card asks for the code.
    await passwordStep(page, workshop.username, workshop.password);
    const code = page.getByLabel('Codice di verifica');
    await expect(code).toBeVisible();
    await expect(page.getByLabel('Nome Utente')).toHaveCount(0);
    await expectNoSeriousViolations(page, `login-code-${suffix}`);
    await page.screenshot({ path: path.join(SHOTS, `login-code-${suffix}.png`), fullPage: true });
    await code.fill('123456');
    await page.getByRole('button', { name: 'VERIFICA' }).click();
    await expect(page.getByText('Codice di verifica errato')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `login-code-wrong-${suffix}.png`) });
    // The setup used this step's code: the next step's is within the drift window.
    await code.fill(await codeOf(secret, 1));
    await page.getByRole('button', { name: 'VERIFICA' }).click();
    await expect(grid(page)).toBeVisible({ timeout: 20_000 });

    // A recovery code instead of the code.
    await passwordStep(page, workshop.username, workshop.password);
    await page.getByLabel('Codice di verifica').fill(codes[0]!);
    await page.getByRole('button', { name: 'VERIFICA' }).click();
    await expect(grid(page)).toBeVisible({ timeout: 20_000 });
    await page.goto('/#/user/password');
    await expect(
      page
        .getByRole('region', { name: 'Verifica in due passaggi' })
        .getByText('Codici di recupero rimasti: 9'),
    ).toBeVisible({ timeout: 20_000 });
  });

  test(`an account required to have it sets it up after its password (${width} px)`, async ({
    page,
    workshop,
    adminApi,
  }) => {
    const { workshops } = await apiOk(adminApi, listAdminWorkshops);
    const id = workshops.find((w) => w.username === workshop.username)!.id;
    await apiOk(adminApi, setTwoFactorRequired, { params: { id }, body: { required: true } });
    await page.setViewportSize({ width, height });
    await passwordStep(page, workshop.username, workshop.password);
    await expect(
      page.getByText('Per entrare devi prima attivare la verifica in due passaggi.'),
    ).toBeVisible({ timeout: 20_000 });
    await confirmSetup(page, `enforced-${suffix}`);
    await expect(grid(page)).toBeVisible({ timeout: 20_000 });
  });
}

test('the super-admin sets up its own on Registro attività, signs in with a code, and requires it of an account', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ env: { DEMO_SEED: '0' } });
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: SIGNED_OUT,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  try {
    const page = await context.newPage();
    await passwordStep(page, '', E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/#\/admin\/lista_utenti/, { timeout: 20_000 });
    await page.goto('/#/admin/registro');
    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await expect(section.getByText('Non attiva')).toBeVisible({ timeout: 20_000 });
    await section.getByRole('button', { name: 'ATTIVA LA VERIFICA' }).click();
    const { secret } = await confirmSetup(page, 'admin-desktop');
    await expect(section.getByText('Attiva', { exact: true })).toBeVisible();

    // The password alone no longer signs the super-admin in, from the browser or the API.
    const api = await playwright.request.newContext({ baseURL: server.url });
    const res = await apiCall(api, adminLogin, { body: { password: E2E_ADMIN_PASSWORD } });
    expect(res.body).toMatchObject({ secondFactor: 'totp' });
    expect((await apiCall(api, getSession)).status).toBe(401);
    await api.dispose();
    await passwordStep(page, '', E2E_ADMIN_PASSWORD);
    await page.getByLabel('Codice di verifica').fill(await codeOf(secret, 1));
    await page.getByRole('button', { name: 'VERIFICA' }).click();
    await expect(page).toHaveURL(/#\/admin\/lista_utenti/, { timeout: 20_000 });

    // Its editor's switch requires it of a new account, which is led through the setup.
    await page.goto('/#/admin/nuovo_utente');
    const username = `e2e_2fa_${Date.now().toString(36)}`;
    await page.getByLabel('Nome utente').fill(username);
    await page.getByRole('textbox', { name: 'Password' }).fill('password-e2e');
    await page.getByRole('button', { name: 'CREA UTENTE' }).click();
    await expect(page.getByRole('heading', { name: `Utente ${username}` })).toBeVisible();
    await page.getByRole('switch', { name: 'Richiedi verifica in due passaggi' }).click();
    await expect(page.getByText('Impostazione salvata')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin-require');
    await page.goto('/#/admin/lista_utenti');
    await page.getByLabel('Cerca').fill(username);
    await expect(page.getByText('2FA richiesta')).toBeVisible();

    await passwordStep(page, username, 'password-e2e');
    await expect(
      page.getByText('Per entrare devi prima attivare la verifica in due passaggi.'),
    ).toBeVisible({ timeout: 20_000 });
  } finally {
    await context.close();
    await server.dispose();
  }
});
