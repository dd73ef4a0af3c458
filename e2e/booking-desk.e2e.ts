/**
 * Web bookings at the workshop (docs/BOOKING.md; docs/BOOKING.md):
 * - the WhatsApp PC's grid sends each pending WhatsApp confirmation once through the helper
 *   tool (the `toolSim` fixture, on a free port), 45 s after the booking arrived (the
 *   test moves the browser clock with Playwright's `clock`), and the note becomes "WA
 *   inviato …"; with WhatsApp logged out the tool answers `accedi` and the desk says so;
 * - a recall's `$link$` opens the booking page with surname, model and plate filled in;
 * - #/user/impostazioni_web: axe, screenshots at 1280 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createBooking } from '@shared/contracts/web-booking';
import { listCampaigns, listMessages } from '@shared/contracts/messaging';
import { addManualRecall, createRecallCampaign } from '@shared/contracts/recalls';
import { apiOk } from './support/api';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { bookableDate, longItalianDate } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedSettings } from './support/seed';

const SHOTS = 'docs/screenshots';
const OPEN = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6'].map((k) => [k, Array.from({ length: 26 }, () => 's')]),
);
/** The sweep's delay (spec 000 §9, `SWEEP_DELAY_MS`). */
const SWEEP_DELAY_MS = 45_000;

// Every test's account has a booking link of its own (fixture option).
test.use({ workshopLinkWeb: true });

/** Opens the workshop's online booking every weekday, every row. */
const openBooking = (api: APIRequestContext) => seedSettings(api, 'web', { orari_lavoro: OPEN });

/** Whether any of `pages` shows `text` now. */
async function shownOnAny(pages: Page[], text: string): Promise<boolean> {
  for (const p of pages) if ((await p.getByText(text).count()) > 0) return true;
  return false;
}

test.describe('with +whatsapp', () => {
  test.use({ workshopOptions: ['+whatsapp'] });

  test('WhatsApp confirmations: the WhatsApp PC sends each once, 45 s after the booking', async ({
    context,
    api,
    workshop,
    playwright,
    server,
    toolSim: sim,
  }) => {
    test.setTimeout(150_000);
    const linkWeb = workshop.linkWeb!;
    const pub = await playwright.request.newContext({ baseURL: server.url });
    try {
      await seedSettings(api, 'web', { orari_lavoro: OPEN, msg_conferma: 'wa' });
      await seedSettings(api, 'tool', { server: sim.url, id_wa: 'REVIAPP-SIM-0001' });
      // Two tabs of the WhatsApp PC's grid: each runs the sweep, only one may send.
      await context.clock.install();
      const tab1 = await context.newPage();
      await tab1.goto('/#/user/appuntamenti');
      // The shared machine can be slow at the first grid load: a longer wait, on visible state.
      await expect(tab1.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible({
        timeout: 20_000,
      });
      const tab2 = await context.newPage();
      await tab2.goto('/#/user/appuntamenti');
      await expect(tab2.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible();
      const tabs = [tab1, tab2];
      const webBox = tab1.getByRole('region', { name: 'WEB' });
      await expect(webBox.getByTestId('web-count')).toHaveText('0/0');

      const date = bookableDate();
      const book = async (row: number, phone: string) =>
        apiOk(pub, createBooking, {
          params: { link: linkWeb },
          body: { date, row, surname: 'gialli', model: 'vespa 50', phone, privacy: true },
        });
      await book(4, '3337654321');
      await expect(webBox.getByTestId('web-count')).toHaveText('0/1');
      expect(sim.sent).toHaveLength(0);

      await context.clock.fastForward(SWEEP_DELAY_MS);
      await expect.poll(() => sim.sent.length, { timeout: 20_000 }).toBe(1);
      expect(sim.sent[0]).toMatchObject({ endpoint: 'invio_diretto', tel: '3337654321' });
      expect(sim.sent[0]!.text).toMatch(/conferma\?code=/);
      await expect.poll(() => shownOnAny(tabs, 'Tutte le conferme risultano inviate')).toBe(true);
      await webBox.getByRole('button').click();
      const popup = tab1.getByRole('dialog', { name: 'Appuntamenti web' });
      await expect(popup.getByRole('region', { name: 'DA CONFERMARE' })).toContainText(
        /GIALLI.*WA inviato \d\d\/\d\d\/\d{4} \d\d:\d\d/,
      );
      await tab1.keyboard.press('Escape');

      // More sweeps (the claim and the outcome were changes too): nothing is sent twice.
      await context.clock.fastForward(SWEEP_DELAY_MS);
      await context.clock.fastForward(SWEEP_DELAY_MS);
      await expect(webBox.getByTestId('web-count')).toHaveText('0/1');
      expect(sim.sent).toHaveLength(1);

      // WhatsApp logged out on the PC: the tool answers `accedi`; the confirmation stays pending.
      sim.configure({ mode: 'accedi' });
      await book(5, '3331231234');
      await expect(webBox.getByTestId('web-count')).toHaveText('0/2');
      await context.clock.fastForward(SWEEP_DELAY_MS);
      await expect
        .poll(() => shownOnAny(tabs, 'Si prega di accedere a Whatsapp per inviare le conferme web'))
        .toBe(true);
      expect(sim.sent).toHaveLength(1);
      await webBox.getByRole('button').click();
      await expect(popup.getByRole('region', { name: 'DA CONFERMARE' })).toContainText(
        'wa non inviato',
      );
    } finally {
      await pub.dispose();
    }
  });
});

test('a recall’s $link$ opens the booking page with surname, model and plate filled in', async ({
  browser,
  api,
  workshop,
  server,
}) => {
  test.setTimeout(90_000);
  const linkWeb = workshop.linkWeb!;
  await openBooking(api);
  const phone = await browser.newContext({
    baseURL: server.url,
    storageState: SIGNED_OUT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  try {
    await seedSettings(api, 'sms', { testo_richiami: 'La revisione scade a $mese$: $link$' });
    await apiOk(api, addManualRecall, {
      body: {
        surname: 'neri luca',
        phone: '3334445555',
        model: 'piaggio liberty',
        plate: 'cd456ef',
        year: 2027,
        month: 3,
      },
    });
    await apiOk(api, createRecallCampaign, {
      body: { year: 2025, month: 3, channel: 'sms', name: 'RICHIAMI MARZO 2027' },
    });
    const { campaigns } = await apiOk(api, listCampaigns, { params: { channel: 'sms' } });
    const id = campaigns.find((c) => c.name === 'RICHIAMI MARZO 2027')!.id;
    const { messages } = await apiOk(api, listMessages, {
      params: { channel: 'sms', id },
      query: {},
    });
    const url = new URL(/https?:\/\/\S+/.exec(messages[0]!.text)![0]);
    expect(url.pathname).toBe('/prenota');
    expect(url.search).not.toMatch(/NERI|LIBERTY|CD456EF|3334445555/i);

    const page = await phone.newPage();
    await page.goto(url.pathname + url.search);
    await expect(page).toHaveURL(/\/app_web\/appuntamenti\?code=.*&r=/);
    const date = bookableDate();
    const day = page.getByRole('button', { name: longItalianDate(date), exact: true });
    for (let i = 0; i < 2 && !(await day.isVisible()); i++)
      await page.getByRole('button', { name: 'Mese successivo' }).click();
    await day.click();
    await page.getByRole('button', { name: '9:30 libero', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Prenota la revisione' });
    await expect(form.getByLabel('Cognome')).toHaveValue('NERI LUCA');
    await expect(form.getByLabel('Modello veicolo')).toHaveValue('PIAGGIO LIBERTY');
    await expect(form.getByLabel('Targa')).toHaveValue('CD456EF');
    await expect(form.getByLabel('Telefono cellulare')).toHaveValue('');
    await expectNoSeriousViolations(page, 'booking form from a recall link');
    await page.screenshot({ path: `${SHOTS}/booking-recall-form.png` });

    // A plain booking link shows no Targa field.
    await page.goto(`/prenota?code=${linkWeb}`);
    await day.click();
    await page.getByRole('button', { name: '9:30 libero', exact: true }).click();
    await expect(form.getByLabel('Cognome')).toHaveValue('');
    await expect(form.getByLabel('Targa')).toHaveCount(0);
  } finally {
    await phone.close();
  }
});

for (const width of [1280, 390]) {
  test(`impostazioni_web at ${width} px: axe and screenshot`, async ({ page, api, workshop }) => {
    const linkWeb = workshop.linkWeb!;
    await openBooking(api);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/user/impostazioni_web');
    // The first load of the lazy screen can be slow on the shared machine: wait longer.
    await expect(page.getByRole('heading', { name: 'APPUNTAMENTI ONLINE' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Link di prenotazione')).toHaveValue(
      new RegExp(`prenota\\?code=${linkWeb}$`),
    );
    await expectNoSeriousViolations(page, `impostazioni_web ${width}`);
    // A viewport as tall as the page: the fixed side menu is drawn to the bottom too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.max(900, height) });
    await page.screenshot({ path: `${SHOTS}/web-settings-${width}.png`, fullPage: true });
  });
}
