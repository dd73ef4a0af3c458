/** Sign-in, wrong password, signed-out fallback and sign-out (spec 000 §2, §8). */
import { test, expect, SIGNED_OUT } from './support/fixtures';
import { login, signOut } from './support/app';
import { expectNoSeriousViolations } from './support/axe';

// These tests use the login form itself: start signed out, with the test's own workshop.
test.use({ storageState: SIGNED_OUT });

test('a workshop signs in and sees the appointment grid', async ({ page, workshop }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('Nome Utente').fill(workshop.username);
  await page.getByLabel('Password', { exact: true }).fill(workshop.password);
  await page.getByRole('button', { name: 'ACCEDI' }).click();

  await expect(page).toHaveURL(/#\/user\/appuntamenti/);
  await expect(page.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible();
  for (const column of ['Appuntamento 1', 'Appuntamento 2', 'Appuntamento 3']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('gridcell', { name: '9:00 Appuntamento 1', exact: true }),
  ).toBeVisible();
});

test('a wrong password says "Nome Utente e/o Password ERRATI" and stays on login', async ({
  page,
  workshop,
}) => {
  await page.goto('/#/login');
  await page.getByLabel('Nome Utente').fill(workshop.username);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'ACCEDI' }).click();

  await expect(page.getByText('Nome Utente e/o Password ERRATI')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('columnheader', { name: 'Ore' })).toHaveCount(0);
});

test('a signed-out visitor of #/user/appuntamenti gets "Sessione scaduta"', async ({ page }) => {
  await page.goto('/#/user/appuntamenti');
  await expect(page.getByText('Sessione scaduta')).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(0);

  // RICARICA LA PAGINA reloads, and the same screen comes back (still signed out).
  await page.getByRole('button', { name: 'RICARICA LA PAGINA' }).click();
  await expect(page.getByText('Sessione scaduta')).toBeVisible();
  await expectNoSeriousViolations(page, 'Sessione scaduta');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'Sessione scaduta 390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'ACCEDI' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByLabel('Nome Utente')).toBeVisible();
});

test('Esci signs out, and the grid then needs a new sign-in', async ({ page, workshop }) => {
  await login(page, workshop.username, workshop.password);

  await signOut(page);
  await expect(page.getByRole('button', { name: 'ACCEDI' })).toBeVisible();

  // The server session is gone too: the workshop area falls back.
  await page.goto('/#/user/appuntamenti');
  await expect(page.getByText('Sessione scaduta')).toBeVisible();
});

test('#/test shows the version and whether the server answers, signed out, axe-clean at 390 px', async ({
  page,
}) => {
  await page.goto('/#/test');
  await expect(page.getByRole('heading', { name: 'Diagnostica' })).toBeVisible();
  await expect(page.getByText('beta 1.8 · build 0.11.0')).toBeVisible();
  await expect(page.getByText('Raggiungibile')).toBeVisible();
  await expectNoSeriousViolations(page, '#/test 1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, '#/test');
});
