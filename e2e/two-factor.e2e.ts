/**
 * Two-factor sign-in in Chromium (README "Two-factor sign-in"): setup on the Password screen
 * (QR code and key, a first code, ten recovery codes), then signing in with a code in the
 * login card and with a recovery code; an account the super-admin requires it of is led
 * through setup after its password before the grid. Codes are generated here with otplib
 * from the key shown on screen. At 1280 and 390 px, axe clean, screenshots in
 * /work/shots/twofa (or TWOFA_SHOTS).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { listAdminWorkshops } from '@shared/contracts/admin';
import { setTwoFactorRequired } from '@shared/contracts/two-factor';
import { apiOk } from './support/api';
import { test, expect } from './support/fixtures';
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

/** Password step of the login card, from a signed-out browser. */
async function passwordStep(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/#/login');
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
