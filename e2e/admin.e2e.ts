/**
 * The super-admin runs the service from the browser (spec 001 §2 admin area, notifiche;
 * §4 Notifications; 000 §4 attivo): creates an account, the new account signs
 * in, receives a notification and sees the unread badge live, opens it (read); the admin
 * switches the account off and its open desk is sent to login at once. Then enter-as-user
 * with its banner, axe on every admin screen, and the screenshots at 1280 and 390 px.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { listAdminWorkshops } from '@shared/contracts/admin';
import { adminLogin, getSession } from '@shared/contracts/auth';
import { createNotification } from '@shared/contracts/notifications';
import { apiCall, apiOk } from './support/api';
import { test, expect, SIGNED_OUT } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { login } from './support/app';
import { E2E_ADMIN_PASSWORD } from './support/server';

/** A browser context signed in as the super-admin (through the API, as the fixtures do). */
async function adminDesk(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    storageState: SIGNED_OUT,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const res = await apiCall(context.request, adminLogin, {
    body: { password: E2E_ADMIN_PASSWORD },
  });
  expect(res.ok).toBe(true);
  return context;
}

/** Opens the side menu behind the burger when it is collapsed (390 px). */
async function menu(page: Page) {
  const burger = page.getByRole('button', { name: 'Menu' });
  if (await burger.isVisible()) await burger.click();
}

let seq = 0;
const uniqueName = () => `nuova_${Date.now().toString(36)}_${++seq}`;

test('admin creates an account; it signs in, gets a notification live, reads it; disabled → login', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const adminCtx = await adminDesk(browser, baseURL!);
  const admin = await adminCtx.newPage();
  const username = uniqueName();

  // nuovo_utente: the form creates the account and opens its editor.
  await admin.goto('/#/admin/nuovo_utente');
  await admin.getByLabel('Nome utente').fill(username);
  await admin.getByRole('textbox', { name: 'Password' }).fill('password-nuova-1');
  await admin.getByRole('button', { name: 'CREA UTENTE' }).click();
  await expect(admin.getByText('Utente creato').first()).toBeVisible();
  await expect(admin.getByRole('heading', { name: `Utente ${username}` })).toBeVisible();

  // The new account signs in on its own desk.
  const deskCtx = await browser.newContext({ baseURL, storageState: SIGNED_OUT });
  const desk = await deskCtx.newPage();
  await login(desk, username, 'password-nuova-1');
  await menu(desk);
  const notifiche = desk.getByRole('link', { name: /^Notifiche/ });
  await expect(notifiche).toBeVisible();
  await expect(desk.getByLabel('1 non lette')).toHaveCount(0);

  // notifica_tutti to that account only.
  await admin.goto('/#/admin/notifica_tutti');
  await admin.getByRole('button', { name: 'INVIA' }).click();
  await expect(admin.getByText('Inserire il campo ogetto')).toBeVisible();
  await expect(admin.getByText('Inserire il testo')).toBeVisible();
  await admin.getByLabel('Oggetto').fill('Aggiornamento del servizio');
  await admin.getByLabel('Testo').fill('Sabato mattina il servizio SMS è sospeso.');
  await admin.getByRole('button', { name: 'Deseleziona tutti' }).click();
  await admin.getByRole('checkbox', { name: username, exact: true }).check();
  await admin.getByRole('button', { name: 'INVIA' }).click();
  await expect(admin.getByText('Notifica inviata')).toBeVisible();

  // The badge appears on the open desk without any reload (live event).
  await expect(desk.getByLabel('1 non lette')).toBeVisible();
  await notifiche.click();
  await expect(desk).toHaveURL(/#\/user\/notifiche/);
  await desk.getByRole('button', { name: /Aggiornamento del servizio/ }).click();
  const dialog = desk.getByRole('dialog', { name: 'Aggiornamento del servizio' });
  await expect(dialog.getByText('Sabato mattina il servizio SMS è sospeso.')).toBeVisible();
  await expect(desk.getByLabel('1 non lette')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Segnala come non letto' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();

  // The admin switches the account off; the open desk goes to login at once.
  await admin.goto('/#/admin/lista_utenti');
  await admin.getByLabel('Cerca').fill(username);
  await admin.getByRole('link', { name: username, exact: true }).click();
  await admin.getByRole('switch', { name: 'Attivo' }).click();
  await admin.getByRole('button', { name: 'SALVA', exact: true }).click();
  await admin.getByRole('button', { name: 'Continua' }).click();
  await expect(admin.getByText('Salvato')).toBeVisible();
  await expect(desk).toHaveURL(/#\/login$/, { timeout: 5_000 });
  await expect(desk.getByText('Account non attivo')).toBeVisible();

  await deskCtx.close();
  await adminCtx.close();
});

test('enter as user shows whose account, Torna all’amministrazione leaves it, and the quick-login entry stays', async ({
  browser,
  baseURL,
  workshop,
}) => {
  test.setTimeout(90_000);
  const adminCtx = await adminDesk(browser, baseURL!);
  const admin = await adminCtx.newPage();
  await admin.goto('/#/admin/lista_utenti');
  await admin.getByLabel('Cerca').fill(workshop.username);
  await admin.getByRole('button', { name: `Entra come utente: ${workshop.username}` }).click();
  await expect(admin).toHaveURL(/#\/user\/appuntamenti/);
  const banner = admin.getByRole('region', {
    name: `Stai lavorando nell'account di ${workshop.username}`,
  });
  await expect(banner).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible();

  // The admin writes a notification from inside the account; it also sees deleted ones.
  await menu(admin);
  await admin.getByRole('link', { name: /^Notifiche/ }).click();
  await expect(admin.getByText('Non ci sono notifiche')).toBeVisible();
  await admin.getByRole('button', { name: 'Nuova notifica' }).click();
  await admin.getByRole('button', { name: 'SALVA', exact: true }).click();
  await expect(admin.getByText('Inserire il campo ogetto')).toBeVisible();
  await admin.getByLabel('Oggetto').fill('Promemoria rinnovo');
  await admin.getByLabel('Testo').fill('Il vostro account scade presto.');
  await admin.getByRole('button', { name: 'SALVA', exact: true }).click();
  await expect(admin.getByRole('button', { name: /Promemoria rinnovo/ })).toBeVisible();
  await admin.getByRole('button', { name: /Promemoria rinnovo/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(admin.getByText('Eliminata')).toBeVisible();
  await expectNoSeriousViolations(admin, 'notifiche-admin');

  // impostazioni_admin (the account's editor inside it) has Back to impostazioni_home.
  await admin.goto('/#/user/impostazioni_admin');
  await expect(admin.getByRole('heading', { name: `Utente ${workshop.username}` })).toBeVisible();
  await admin.getByRole('link', { name: 'Indietro' }).click();
  await expect(admin).toHaveURL(/#\/user\/impostazioni_home/);
  // For the admin, impostazioni_home also has enter-as-user and a notifications shortcut.
  await expect(admin.getByRole('link', { name: 'Entra come utente' })).toHaveAttribute(
    'href',
    '#/admin/lista_utenti',
  );
  await expectNoSeriousViolations(admin, 'impostazioni_home admin');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(admin.getByRole('link', { name: 'Entra come utente' })).toBeVisible();
  await expectNoSeriousViolations(admin, 'impostazioni_home admin 390');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByTitle('Notifiche', { exact: true }).click();
  await expect(admin).toHaveURL(/#\/user\/notifiche/);

  await banner.getByRole('button', { name: "Torna all'amministrazione" }).click();
  await expect(admin).toHaveURL(/#\/admin\/lista_utenti/);
  await expect(admin.getByRole('heading', { name: 'Lista utenti' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await admin.goto('/#/admin/registro');
  await expect(admin.getByRole('cell', { name: 'Entrato come utente' }).first()).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Notifica eliminata' }).first()).toBeVisible();

  // Entering left this browser the account's quick-login entry (spec 000 §6):
  // a device token, never the password. Signed out, one tap signs in as the account.
  const stored = await admin.evaluate(() => ({
    names: localStorage.getItem('reviapp.quickLogin') ?? '',
    tokens: localStorage.getItem('reviapp.deviceTokens') ?? '',
  }));
  expect(stored.names).toContain(workshop.username);
  expect(stored.tokens).not.toContain(workshop.password);
  await adminCtx.clearCookies();
  await admin.goto('/#/login');
  await admin.reload();
  await admin.getByRole('button', { name: `Usa ${workshop.username}` }).click();
  await expect(admin.getByRole('button', { name: 'Scegli data' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(admin.getByRole('region', { name: /Stai lavorando nell'account/ })).toHaveCount(0);
  const session = await apiOk(admin.request, getSession);
  expect(session).toMatchObject({ role: 'workshop', workshop: { username: workshop.username } });
  await adminCtx.close();
});

test('a workshop user opening an admin route is sent to #/non_autorizzato', async ({ page }) => {
  await page.goto('/#/admin/lista_utenti');
  await expect(page).toHaveURL(/#\/non_autorizzato/);
  await page.goto('/#/user/impostazioni_admin');
  await expect(page).toHaveURL(/#\/non_autorizzato/);
});

for (const [width, height, suffix] of [
  [1280, 900, ''],
  [390, 844, '-phone'],
] as const) {
  test(`admin screens pass axe and are captured at ${width} px`, async ({
    browser,
    baseURL,
    workshop,
    page,
  }) => {
    test.setTimeout(120_000);
    const adminCtx = await adminDesk(browser, baseURL!);
    const admin = await adminCtx.newPage();
    await admin.setViewportSize({ width, height });
    const shots: [string, string, string][] = [
      ['/#/admin/lista_utenti', 'Lista utenti', 'lista-utenti'],
      ['/#/admin/nuovo_utente', 'Nuovo utente', 'nuovo-utente'],
      ['/#/admin/notifica_tutti', 'Notifica tutti', 'notifica-tutti'],
      ['/#/admin/registro', 'Registro attività', 'registro'],
    ];
    for (const [url, heading, name] of shots) {
      await admin.goto(url);
      await expect(admin.getByRole('heading', { name: heading })).toBeVisible();
      await expect(admin.getByLabel('Caricamento')).toHaveCount(0);
      await expectNoSeriousViolations(admin, name);
      await admin.screenshot({ path: `docs/screenshots/admin-${name}${suffix}.png` });
    }
    await admin.goto('/#/admin/lista_utenti');
    await admin.getByLabel('Cerca').fill(workshop.username);
    await admin.getByRole('link', { name: workshop.username, exact: true }).click();
    await expect(admin.getByRole('heading', { name: `Utente ${workshop.username}` })).toBeVisible();
    await expectNoSeriousViolations(admin, 'modifica-utente');
    await admin.screenshot({
      path: `docs/screenshots/admin-modifica-utente${suffix}.png`,
      fullPage: true,
    });

    // The workshop's own notifiche screen, with one unread notification and its dialog.
    const accounts = await apiOk(adminCtx.request, listAdminWorkshops);
    const id = accounts.workshops.find((w) => w.username === workshop.username)!.id;
    const made = await apiCall(adminCtx.request, createNotification, {
      params: { workshopId: id },
      body: {
        subject: 'Nuova versione di ReviApp',
        text: 'Da lunedì trovate le notifiche nel menu.',
      },
    });
    expect(made.ok).toBe(true);
    await page.setViewportSize({ width, height });
    await page.goto('/#/user/notifiche');
    await expect(page.getByRole('button', { name: /Nuova versione di ReviApp/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'notifiche');
    await page.screenshot({ path: `docs/screenshots/admin-notifiche${suffix}.png` });
    await page.getByRole('button', { name: /Nuova versione di ReviApp/ }).click();
    await expect(page.getByRole('button', { name: 'Segnala come non letto' })).toBeVisible();
    await expectNoSeriousViolations(page, 'notifiche-dialog');
    await page.screenshot({ path: `docs/screenshots/admin-notifiche-dialog${suffix}.png` });
    await adminCtx.close();
  });
}

test('the account editor holds the 2015–2020 statistics: typed, saved, read back', async ({
  browser,
  baseURL,
  workshop,
}) => {
  test.setTimeout(60_000);
  const adminCtx = await adminDesk(browser, baseURL!);
  const admin = await adminCtx.newPage();
  await admin.goto('/#/admin/lista_utenti');
  await admin.getByLabel('Cerca').fill(workshop.username);
  await admin.getByRole('link', { name: workshop.username, exact: true }).click();
  const editor = admin.getByRole('region', { name: 'Statistiche storiche 2015–2020' });
  await expect(editor.getByLabel('marzo 2017')).toHaveValue('0');
  await editor.getByLabel('marzo 2017').fill('42');
  await editor.getByLabel('dicembre 2020').fill('7');
  await editor.getByRole('button', { name: 'SALVA STATISTICHE' }).click();
  await expect(admin.getByText('Salvato').first()).toBeVisible();
  await admin.reload();
  await expect(editor.getByLabel('marzo 2017')).toHaveValue('42');
  await expect(editor.getByLabel('dicembre 2020')).toHaveValue('7');
  await expectNoSeriousViolations(admin, 'historical statistics');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(editor.getByLabel('marzo 2017')).toBeAttached();
  await expectNoSeriousViolations(admin, 'historical statistics 390');
  await adminCtx.close();
});
