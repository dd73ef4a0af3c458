/**
 * Day one for a real workshop (spec 000 §9, 001 §9 defaults; `@shared/domain/account-defaults`):
 * the super-admin creates an account in nuovo_utente; the workshop signs in and, with no
 * setting touched, takes a public booking on a weekday, sends the SMS reminders of a day
 * (development provider) and sees them sent, imports a CSV with one landline row (reported
 * as skipped), and saves an appointment with a landline.
 */
import Holidays from 'date-holidays';
import type { Browser, Page } from '@playwright/test';
import { adminLogin } from '@shared/contracts/auth';
import { apiCall } from './support/api';
import { addDays, todayInRome, weekdayMondayFirst } from '../src/shared/domain/iso-date';
import { appointmentDialog, cell, login, longItalianDate, openDay } from './support/app';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { E2E_ADMIN_PASSWORD } from './support/server';

test.use({ storageState: SIGNED_OUT });

/** The next Monday–Friday at least `from` days ahead that is not an Italian public holiday. */
function weekdayAhead(from: number): string {
  const holidays = new Holidays('IT');
  for (let d = addDays(todayInRome(), from); ; d = addDays(d, 1)) {
    const holiday = (holidays.isHoliday(new Date(`${d}T12:00:00`)) || []).some(
      (h) => h.type === 'public',
    );
    if (weekdayMondayFirst(d) <= 4 && !holiday) return d;
  }
}

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: SIGNED_OUT });
  const res = await apiCall(context.request, adminLogin, {
    body: { password: E2E_ADMIN_PASSWORD },
  });
  expect(res.ok).toBe(true);
  return context.newPage();
}

test('a new account works with no setting touched', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const username = `giorno_uno_${Date.now()}`;
  const password = 'password-giorno-uno';
  const linkWeb = `uno${Date.now() % 1_000_000}`;

  // The super-admin creates the account (with the YAP import option) in nuovo_utente.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/#/admin/nuovo_utente');
  await admin.getByLabel('Nome utente').fill(username);
  await admin.getByRole('textbox', { name: 'Password' }).fill(password);
  await admin.getByLabel('Link web', { exact: true }).fill(linkWeb);
  await admin.getByRole('checkbox', { name: '+importa_yap' }).check();
  await admin.getByRole('button', { name: 'CREA UTENTE' }).click();
  await expect(admin.getByText('Utente creato').first()).toBeVisible();

  // A customer books online on a weekday: the default opening hours are there.
  const phone = await (
    await browser.newContext({
      baseURL,
      storageState: SIGNED_OUT,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
  const date = weekdayAhead(3);
  await phone.goto(`/prenota?code=${linkWeb}`);
  const day = phone.getByRole('button', { name: longItalianDate(date), exact: true });
  for (let i = 0; i < 2 && !(await day.isVisible()); i++)
    await phone.getByRole('button', { name: 'Mese successivo' }).click();
  await day.click();
  await phone.getByRole('button', { name: '9:00 libero', exact: true }).click();
  const form = phone.getByRole('dialog', { name: 'Prenota la revisione' });
  await form.getByLabel('Cognome').fill('verdi');
  await form.getByLabel('Modello veicolo').fill('vespa 125');
  await form.getByLabel('Telefono cellulare').fill('333 111 2222');
  await form.getByRole('button', { name: 'PRENOTA' }).click();
  await phone
    .getByRole('dialog', { name: 'Informativa sulla privacy' })
    .getByRole('button', { name: 'ACCETTO' })
    .click();
  await expect(phone.getByRole('heading', { name: 'Grazie!' })).toBeVisible();

  // The workshop signs in; the booking is on the grid.
  const desk = await (await browser.newContext({ baseURL, storageState: SIGNED_OUT })).newPage();
  await login(desk, username, password);
  await openDay(desk, date);
  await expect(cell(desk, '9:00', 1)).toContainText('VERDI');

  // An appointment with a landline: a warning, and SALVA saves it.
  await cell(desk, '10:00', 1).click();
  const dialog = appointmentDialog(desk);
  await dialog.getByLabel('Nome', { exact: true }).fill('fisso');
  await dialog.getByLabel('Telefono').fill('06 1234 5678');
  await expect(dialog.getByText('Cellulare non valido')).toBeVisible();
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(desk, '10:00', 1)).toContainText('FISSO');

  // The day's SMS reminders go out with the default text, through the development provider.
  await cell(desk, '11:00', 1).click();
  await dialog.getByLabel('Telefono').fill('3334445555');
  await dialog.getByLabel('Nome', { exact: true }).fill('bianchi');
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(desk, '11:00', 1).getByLabel('Promemoria programmato')).toBeVisible();
  await desk.getByRole('button', { name: 'Promemoria', exact: true }).click();
  const popup = desk.getByRole('dialog', { name: 'Invio Messaggi Promemoria' });
  await expect(popup.getByRole('listitem').first()).toContainText('3334445555');
  await popup.getByRole('button', { name: 'INVIA SMS' }).click();
  await expect(cell(desk, '11:00', 1).getByLabel('Promemoria inviato')).toBeVisible({
    timeout: 30_000,
  });

  // A CSV with a landline row: the preview reports it skipped, with why.
  const header = Array.from({ length: 26 }, (_, i) => `Colonna ${i + 1}`).join(';');
  const row = (tel: string, plate: string) => {
    const c = Array.from({ length: 26 }, (_, i) => `C${i + 1}`);
    [c[8], c[23], c[24], c[25]] = [tel, '202612', plate, 'PANDA'];
    return c.join(';');
  };
  await desk.goto('/#/user/importa_yap');
  await desk.locator('input[type="file"]').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [header, row('3336667777', 'AB123CD'), row('0612345678', 'EF456GH')].join('\n'),
    ),
  });
  await expect(desk.getByText('Telefoni validi: 1')).toBeVisible();
  await expect(desk.getByText('Saltate: 1')).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Righe saltate (nessun messaggio)' })).toContainText(
    'Non è un cellulare (fisso o estero)',
  );
});
