/**
 * Customer links (docs/MESSAGING.md "Customer links"): a workshop puts `$link$` in its
 * reminder text and queues a day's reminders; three customers open the link from the queued
 * SMS on a phone (390 px). One cancels: the desk's open grid loses the appointment within
 * 3 s without a reload, the WEB box names the customer, and the public booking page offers
 * the slot again. One confirms: the grid shows the OK badge. One moves: the grid shows it
 * on its new slot. axe on the customer page; screenshots for docs/screenshots.
 */
import type { APIRequestContext } from '@playwright/test';
import Holidays from 'date-holidays';
import { listMessages } from '@shared/contracts/messaging';
import { queueReminders } from '@shared/contracts/reminders';
import { apiOk } from './support/api';
import { addDays, todayInRome, weekdayMondayFirst } from '../src/shared/domain/iso-date';
import { cell, longItalianDate, openDay, phonePage } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { seedAppointment, seedSettings } from './support/seed';

// A workshop with a booking link (so the public page can show the freed slot).
test.use({ workshopLinkWeb: true });

const SHOTS = 'docs/screenshots';
const OPEN = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6'].map((k) => [k, Array.from({ length: 26 }, () => 's')]),
);
const TEXT =
  'Gentile cliente, le ricordiamo la revisione del veicolo $veicolo$ il giorno $giorno$ ' +
  'alle ore $ora$. Conferma, disdici o sposta: $link$';

/** The next Monday–Saturday at least 2 days ahead that is not an Italian public holiday. */
function reminderDay(): string {
  const holidays = new Holidays('IT');
  for (let d = addDays(todayInRome(), 2); ; d = addDays(d, 1)) {
    const holiday = (holidays.isHoliday(new Date(`${d}T12:00:00`)) || []).some(
      (h) => h.type === 'public',
    );
    if (weekdayMondayFirst(d) <= 5 && !holiday) return d;
  }
}

/** Queues the SMS reminders of `date` and returns each queued text by its description. */
async function queuedLinks(api: APIRequestContext, date: string) {
  const { campaign } = await apiOk(api, queueReminders, {
    params: { date },
    body: { channel: 'sms' },
  });
  if (!campaign) throw new Error(`no SMS reminder queued for ${date}`);
  const { messages } = await apiOk(api, listMessages, {
    params: { channel: 'sms', id: campaign.id },
    query: {},
  });
  const linkOf = (surname: string) => {
    const m = messages.find((x) => x.description.startsWith(surname));
    if (!m) throw new Error(`no reminder for ${surname}`);
    return /https?:\/\/\S+/.exec(m.text)![0];
  };
  return { texts: messages.map((m) => m.text), linkOf };
}

test('customers confirm, cancel and move from the reminder link; the desk sees it live', async ({
  browser,
  api,
  workshop,
  server,
  page,
}) => {
  test.setTimeout(120_000);
  const linkWeb = workshop.linkWeb!;
  await seedSettings(api, 'web', { orari_lavoro: OPEN, revisioni_simultane: 1 });
  await seedSettings(api, 'sms', { testo_promemoria: TEXT, giorni_promemoria: 1 });
  const date = reminderDay();
  const seed = (time: string, surname: string, phone: string) =>
    seedAppointment(
      api,
      { date, time, column: 1 },
      { surname, phone, model: 'VESPA 125', plate: '', reminder: true },
    );
  await seed('9:00', 'ROSSI', '3331110001');
  await seed('10:00', 'VERDI', '3331110002');
  await seed('11:00', 'BIANCHI', '3331110003');
  const { texts, linkOf } = await queuedLinks(api, date);
  expect(texts).toHaveLength(3);
  for (const t of texts) expect(t).toMatch(/Conferma, disdici o sposta: http\S+\/appuntamento\?t=/);

  // The desk's grid is open on the day, signed in as the workshop (the fixture's page).
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDay(page, date);
  await expect(cell(page, '9:00', 1)).toContainText('ROSSI');

  // ROSSI cancels on the phone.
  const rossi = await phonePage(browser, server.url, linkOf('ROSSI'));
  await expect(rossi.getByRole('heading', { name: 'Il suo appuntamento' })).toBeVisible();
  await expect(rossi.getByText('VESPA 125')).toBeVisible();
  await expectNoSeriousViolations(rossi, 'customer page 390');
  await rossi.screenshot({ path: `${SHOTS}/customer-link-390.png`, fullPage: true });
  await rossi.getByRole('button', { name: 'DISDICO' }).click();
  const ask = rossi.getByRole('dialog', { name: 'Disdire l’appuntamento?' });
  await expectNoSeriousViolations(rossi, 'customer page cancel question');
  await ask.getByRole('button', { name: 'Sì, disdico' }).click();
  await expect(rossi.getByRole('heading', { name: 'Appuntamento disdetto' })).toBeVisible();
  await expect(cell(page, '9:00', 1)).not.toContainText('ROSSI', { timeout: 3_000 });
  await expect(page.getByRole('region', { name: 'WEB' })).toContainText('ROSSI ha disdetto');
  // A second press (the page opened again) says what already happened.
  await rossi.reload();
  await expect(rossi.getByRole('heading', { name: 'Appuntamento disdetto' })).toBeVisible();
  // The public booking page offers the freed slot at once.
  const visitor = await phonePage(browser, server.url, `${server.url}/prenota?code=${linkWeb}`);
  const day = visitor.getByRole('button', { name: longItalianDate(date), exact: true });
  for (let i = 0; i < 2 && !(await day.isVisible()); i++)
    await visitor.getByRole('button', { name: 'Mese successivo' }).click();
  await day.click();
  await expect(visitor.getByRole('button', { name: '9:00 libero', exact: true })).toBeEnabled();
  await expect(visitor.getByRole('button', { name: '10:00 occupato', exact: true })).toBeDisabled();

  // VERDI confirms: the grid shows the badge, the page says so once.
  const verdi = await phonePage(browser, server.url, linkOf('VERDI'));
  await verdi.getByRole('button', { name: 'CONFERMO' }).click();
  await expect(verdi.getByRole('status')).toHaveText('Appuntamento confermato. Grazie!');
  await expect(verdi.getByText('Confermato', { exact: true })).toBeVisible();
  await expect(verdi.getByRole('button', { name: 'CONFERMO' })).toHaveCount(0);
  await expectNoSeriousViolations(verdi, 'customer page confirmed');
  await verdi.screenshot({ path: `${SHOTS}/customer-link-confirmed-390.png`, fullPage: true });
  await expect(cell(page, '10:00', 1).getByTestId('customer-confirmed')).toBeVisible({
    timeout: 3_000,
  });
  await expect(cell(page, '10:00', 1)).toHaveAccessibleName(/Confermato dal cliente/);

  // BIANCHI moves to 15:00 of the same day.
  const bianchi = await phonePage(browser, server.url, linkOf('BIANCHI'));
  await bianchi.getByRole('button', { name: 'SPOSTA' }).click();
  const moveDay = bianchi.getByRole('button', { name: longItalianDate(date), exact: true });
  for (let i = 0; i < 2 && !(await moveDay.isVisible()); i++)
    await bianchi.getByRole('button', { name: 'Mese successivo' }).click();
  await moveDay.click();
  await expect(bianchi.getByRole('button', { name: '10:00 occupato', exact: true })).toBeDisabled();
  await bianchi.getByRole('button', { name: '15:00 libero', exact: true }).click();
  await expectNoSeriousViolations(bianchi, 'customer page move question');
  await bianchi.getByRole('dialog').getByRole('button', { name: 'Sì, sposta' }).click();
  await expect(bianchi.getByRole('status')).toHaveText('Appuntamento spostato');
  await expect(bianchi.getByText('15:00')).toBeVisible();
  await expect(bianchi.getByRole('button', { name: 'SPOSTA' })).toHaveCount(0);
  await expect(cell(page, '11:00', 1)).not.toContainText('BIANCHI', { timeout: 3_000 });
  await expect(cell(page, '15:00', 1)).toContainText('BIANCHI');
  await expect(cell(page, '15:00', 1).getByLabel('Spostato dal cliente')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1300 });
  await page.screenshot({ path: `${SHOTS}/customer-link-grid-1280.png` });
  await expectNoSeriousViolations(page, 'grid with customer badges');

  // A tampered link says so instead of showing anyone's appointment.
  const forged = linkOf('VERDI').replace(/t=(.)/, (_, c: string) => `t=${c === 'A' ? 'B' : 'A'}`);
  const stranger = await phonePage(browser, server.url, forged);
  await expect(stranger.getByRole('alert')).toHaveText('Il link inserito non è valido');
});
