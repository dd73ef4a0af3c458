/**
 * The account's quick-login devices on the password page (spec 000 §2 #/login quick-login
 * entries; README "Limits and hardening"): each browser with a device token, its dates, and
 * Revoca behind a confirmation; a revoked token no longer signs in. A quick sign-in replaces
 * the browser's token and the list shows its last use. axe and screenshots at 1280 and
 * 390 px (docs/screenshots/account-devices*.png).
 */
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createDeviceToken, deviceLogin } from '@shared/contracts/quick-login';
import { apiCall, apiOk } from './support/api';
import { test, expect, SIGNED_OUT } from './support/fixtures';
import { login, storedDeviceToken } from './support/app';
import { expectNoSeriousViolations } from './support/axe';

const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A device token of the signed-in workshop of `api`, as a browser with `userAgent` gets it. */
async function deviceToken(api: APIRequestContext, userAgent: string): Promise<string> {
  const { token } = await apiOk(api, createDeviceToken, { headers: { 'user-agent': userAgent } });
  return token;
}

for (const [width, height, suffix] of [
  [1280, 900, ''],
  [390, 844, '-phone'],
] as const) {
  test(`the password page lists the quick-login devices and revokes one (${width} px)`, async ({
    page,
    api,
    playwright,
    baseURL,
  }) => {
    const phone = await deviceToken(api, IPHONE);
    await deviceToken(api, WINDOWS);
    await page.setViewportSize({ width, height });
    await page.goto('/#/user/password');
    const section = page.getByRole('region', { name: 'Dispositivi con accesso rapido' });
    await expect(section.getByText('Safari su iPhone')).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText('Chrome su Windows')).toBeVisible();
    await expect(section.getByText(/non usato per 90 giorni scade da solo/)).toBeVisible();
    await expect(section.getByText(/Ultimo uso mai/).first()).toBeVisible();
    await expectNoSeriousViolations(page, `account-devices${suffix}`);
    await page.screenshot({
      path: path.join(SHOTS, `account-devices${suffix}.png`),
      fullPage: true,
    });

    // Annulla keeps it.
    const revokePhone = section.getByRole('button', { name: /^Revoca Safari su iPhone/ });
    await revokePhone.click();
    const dialog = page.getByRole('dialog', { name: "Revocare l'accesso rapido?" });
    await expect(
      dialog.getByText(/questo browser non potrà più entrare con un tocco/),
    ).toBeVisible();
    await expectNoSeriousViolations(page, `account-devices-confirm${suffix}`);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByText('Safari su iPhone')).toBeVisible();

    // REVOCA revokes it: gone from the list, and its token no longer signs in.
    await revokePhone.click();
    await dialog.getByRole('button', { name: 'REVOCA' }).click();
    await expect(page.getByText('Accesso rapido revocato')).toBeVisible();
    await expect(section.getByText('Safari su iPhone')).toHaveCount(0);
    await expect(section.getByText('Chrome su Windows')).toBeVisible();
    const anon = await playwright.request.newContext({ baseURL });
    const refused = await apiCall(anon, deviceLogin, { body: { token: phone } });
    expect(refused.status).toBe(401);
    await anon.dispose();
  });
}

test.describe('quick login from this browser', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a tap replaces the stored token, and the list shows the last use', async ({
    page,
    workshop,
  }) => {
    await login(page, workshop.username, workshop.password, { remember: true });
    const stored = () => storedDeviceToken(page, workshop.username);
    await expect.poll(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = await stored();

    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('button', { name: `Usa ${workshop.username}` }).click();
    await expect(page.getByRole('button', { name: 'Scegli data' })).toBeVisible({
      timeout: 15_000,
    });
    const after = await stored();
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);

    await page.goto('/#/user/password');
    const section = page.getByRole('region', { name: 'Dispositivi con accesso rapido' });
    await expect(section.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await expect(section.getByText('Ultimo uso mai')).toHaveCount(0);
    await expect(section.getByText(/Ultimo uso \d/)).toBeVisible();
  });
});
