/**
 * Public online booking at 390 px (docs/BOOKING.md): a customer opens the
 * booking link, books a slot, sees the report; the workshop's grid shows it live in the
 * WEB box as DA CONFERMARE; the confirm link (from the queued SMS) confirms it and the grid
 * shows it confirmed; Disdici cancels it. axe on every public page. Screenshots go to
 * docs/screenshots/booking-*.png. Waits on visible state only.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { listCampaigns, listMessages } from '@shared/contracts/messaging';
import { saveSettings } from '@shared/contracts/settings';
import { apiOk } from './support/api';
import { SIGNED_OUT, test, expect } from './support/fixtures';
import { bookableDate, longItalianDate } from './support/app';
import { expectNoSeriousViolations } from './support/axe';

const SHOTS = 'docs/screenshots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ROWS = Array.from({ length: 26 }, () => 's');

// The account has a booking link of its own (fixture option).
test.use({ workshopLinkWeb: true });

/** Picks `date` in the public calendar (moving to its month first). */
async function pickDate(page: Page, date: string) {
  const day = page.getByRole('button', { name: longItalianDate(date), exact: true });
  for (let i = 0; i < 2 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: 'Mese successivo' }).click();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

async function phonePage(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({
    ...PHONE,
    baseURL,
    storageState: SIGNED_OUT,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  return ctx.newPage();
}

test('book from a phone, see it live at the desk, confirm, cancel', async ({
  browser,
  page: desk,
  api: staff,
  workshop,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const linkWeb = workshop.linkWeb!;

  // The desk: signed in (the fixture's page) on the grid.
  await desk.goto('/#/user/appuntamenti');
  // The shared machine can be slow at the first grid load: a longer wait, still on visible state.
  await expect(desk.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await apiOk(staff, saveSettings, {
    params: { section: 'web' },
    body: {
      orari_lavoro: Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((k) => [k, ROWS])),
      testo_home_page: 'Prenoti la revisione della sua moto in pochi secondi.',
    },
  });
  await apiOk(staff, saveSettings, {
    params: { section: 'app' },
    body: { titolo: 'Revisioni Rossi' },
  });
  await desk.reload();
  const webBox = desk.getByRole('region', { name: 'WEB' });
  await expect(webBox.getByTestId('web-count')).toHaveText('0/0', { timeout: 20_000 });

  // The customer, on a 390 px phone.
  const phone = await phonePage(browser, baseURL!);
  await phone.goto(`/prenota?code=${linkWeb}`);
  await expect(phone.getByRole('heading', { name: 'Revisioni Rossi' })).toBeVisible();
  await expect(phone).toHaveURL(/\/app_web\/appuntamenti\?code=/);
  const date = bookableDate();
  await pickDate(phone, date);
  await expect(phone.getByRole('button', { name: '9:30 libero', exact: true })).toBeVisible();
  await expectNoSeriousViolations(phone, 'booking day view');
  await phone.screenshot({ path: `${SHOTS}/booking-day.png`, fullPage: true });

  await phone.getByRole('button', { name: '9:30 libero', exact: true }).click();
  const form = phone.getByRole('dialog', { name: 'Prenota la revisione' });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: 'PRENOTA' });
  await form.getByLabel('Cognome').fill('bianchi');
  await form.getByLabel('Modello veicolo').fill('honda sh 150');
  await form.getByLabel('Telefono cellulare').fill('0612345');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Telefono cellulare').fill('333 765 4321');
  await expect(form.getByLabel('Cognome')).toHaveValue('BIANCHI');
  await expect(submit).toBeEnabled();
  await expectNoSeriousViolations(phone, 'booking form');
  await phone.screenshot({ path: `${SHOTS}/booking-form.png` });
  await submit.click();
  const privacy = phone.getByRole('dialog', { name: 'Informativa sulla privacy' });
  await expect(privacy).toContainText('da 5 a 10 anni');
  await phone.screenshot({ path: `${SHOTS}/booking-privacy.png` });
  await privacy.getByRole('button', { name: 'ACCETTO' }).click();

  await expect(phone.getByRole('heading', { name: 'Grazie!' })).toBeVisible();
  await expect(phone.getByText(longItalianDate(date))).toBeVisible();
  await expect(phone).toHaveURL(/\/app_web\/report/);
  await expect(phone.getByRole('button', { name: 'Aggiungi al calendario' })).toBeVisible();
  const ics = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Aggiungi al calendario' }).click();
  const download = await ics;
  expect(download.suggestedFilename()).toBe(`revisione-${date}.ics`);
  const calendar = fs.readFileSync(await download.path(), 'utf8');
  expect(calendar).toContain(`DTSTART;TZID=Europe/Rome:${date.replaceAll('-', '')}T`);
  expect(calendar).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Rome');
  await expectNoSeriousViolations(phone, 'booking report');
  await phone.screenshot({ path: `${SHOTS}/booking-report.png` });

  // Live at the desk: WEB 0/1, DA CONFERMARE lists it.
  await expect(webBox.getByTestId('web-count')).toHaveText('0/1');
  await webBox.getByRole('button').click();
  const popup = desk.getByRole('dialog', { name: 'Appuntamenti web' });
  await expect(popup.getByRole('region', { name: 'DA CONFERMARE' })).toContainText('BIANCHI');
  await expectNoSeriousViolations(desk, 'web booking popup');
  await desk.keyboard.press('Escape');

  // The confirmation SMS carries the confirm link.
  const campaigns = await apiOk(staff, listCampaigns, { params: { channel: 'sms' } });
  const page1 = await apiOk(staff, listMessages, {
    params: { channel: 'sms', id: campaigns.campaigns[0]!.id },
    query: {},
  });
  const link = /https?:\/\/\S+conferma\?code=\S+/.exec(page1.messages[0]!.text)![0];
  await phone.goto(new URL(link).pathname + new URL(link).search);
  await expect(phone.getByRole('heading', { name: 'Appuntamento confermato' })).toBeVisible();
  await expect(phone.getByText('HONDA SH 150')).toBeVisible();
  await expectNoSeriousViolations(phone, 'confirm page');
  await phone.screenshot({ path: `${SHOTS}/booking-confirmed.png` });
  await expect(webBox.getByTestId('web-count')).toHaveText('1/1');

  // Disdici (the date is after today).
  await phone.getByRole('button', { name: 'Disdici' }).click();
  await phone
    .getByRole('dialog', { name: 'Disdire l’appuntamento?' })
    .getByRole('button', { name: 'Sì, disdici' })
    .click();
  await expect(phone.getByRole('heading', { name: 'Appuntamento disdetto' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/booking-cancelled.png` });
  await expect(webBox.getByTestId('web-count')).toHaveText('0/0');

  // A wrong link and a missing booking.
  await phone.goto('/prenota?code=nonesiste');
  await expect(phone.getByText('Il link inserito non è valido')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/booking-invalid-link.png` });
  await phone.goto(new URL(link).pathname + new URL(link).search);
  await expect(phone.getByText('Appuntamento non esistente')).toBeVisible();
  await phone.goto('/app_web_collegamento_assente');
  await expect(phone.getByRole('heading', { name: 'Connessione assente' })).toBeVisible();
  await expectNoSeriousViolations(phone, 'connection lost');
  await phone.screenshot({ path: `${SHOTS}/booking-offline.png` });
});
