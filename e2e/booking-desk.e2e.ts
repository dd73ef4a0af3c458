/**
 * Web bookings at the workshop (docs/BOOKING.md; docs/BOOKING.md):
 * - the WhatsApp PC's grid sends each pending WhatsApp confirmation once through the helper
 *   tool (the simulator on its standard port 1987), 45 s after the booking arrived (the
 *   test moves the browser clock with Playwright's `clock`), and the note becomes "WA
 *   inviato …"; with WhatsApp logged out the tool answers `accedi` and the desk says so;
 * - a recall's `$link$` opens the booking page with surname, model and plate filled in;
 * - #/user/impostazioni_web: axe, screenshots at 1280 and 390 px.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import Holidays from 'date-holidays';
import { createBooking } from '@shared/contracts/web-booking';
import { listCampaigns, listMessages } from '@shared/contracts/messaging';
import { addManualRecall, createRecallCampaign } from '@shared/contracts/recalls';
import { createAdminWorkshop } from '@shared/contracts/admin';
import { login as workshopLogin, type OptionFlag } from '@shared/contracts/auth';
import { apiOk } from './support/api';
import { startToolSimulator } from '../src/server/integrations/tool-sim';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { login, longItalianDate } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedSettings } from './support/seed';

const SHOTS = 'docs/screenshots';
const PASSWORD = 'password-e2e';
const OPEN = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6'].map((k) => [k, Array.from({ length: 26 }, () => 's')]),
);
/** The sweep's delay (spec 000 §9, `SWEEP_DELAY_MS`). */
const SWEEP_DELAY_MS = 45_000;

/** A date 2..30 days ahead that is Monday–Saturday and not an Italian public holiday. */
function bookableDate(): string {
  const hd = new Holidays('IT');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  for (let i = 2; ; i++) {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    const iso = d.toISOString().slice(0, 10);
    const holiday = (hd.isHoliday(new Date(`${iso}T12:00:00`)) || []).some(
      (h) => h.type === 'public',
    );
    if (d.getUTCDay() !== 0 && !holiday) return iso;
  }
}

/** A new workshop with a booking link (and `options`), signed in on an API context. */
async function webWorkshop(
  adminApi: APIRequestContext,
  newApi: () => Promise<APIRequestContext>,
  options: OptionFlag[] = [],
) {
  const username = `e2e_web_${Date.now()}`;
  const linkWeb = `web${Date.now() % 1e8}`;
  await apiOk(adminApi, createAdminWorkshop, {
    body: { username, password: PASSWORD, linkWeb, options },
  });
  const api = await newApi();
  await apiOk(api, workshopLogin, { body: { username, password: PASSWORD } });
  await seedSettings(api, 'web', { orari_lavoro: OPEN });
  return { username, linkWeb, api };
}

async function desk(
  browser: Browser,
  baseURL: string,
  width = 1280,
  storageState: Awaited<ReturnType<APIRequestContext['storageState']>> = SIGNED_OUT,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    storageState,
    viewport: { width, height: 900 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
}

/** Whether any of `pages` shows `text` now. */
async function shownOnAny(pages: Page[], text: string): Promise<boolean> {
  for (const p of pages) if ((await p.getByText(text).count()) > 0) return true;
  return false;
}

test('WhatsApp confirmations: the WhatsApp PC sends each once, 45 s after the booking', async ({
  browser,
  adminApi,
  playwright,
  server,
}) => {
  test.setTimeout(150_000);
  const sim = await startToolSimulator({ port: 1987, config: { origins: [server.url] } });
  const newApi = () => playwright.request.newContext({ baseURL: server.url });
  const { username, linkWeb, api } = await webWorkshop(adminApi, newApi, ['+whatsapp']);
  const pub = await newApi();
  const ctx = await desk(browser, server.url);
  try {
    await seedSettings(api, 'web', { orari_lavoro: OPEN, msg_conferma: 'wa' });
    await seedSettings(api, 'tool', { server: sim.url, id_wa: 'REVIAPP-SIM-0001' });
    // Two tabs of the WhatsApp PC's grid: each runs the sweep, only one may send.
    await ctx.clock.install();
    const tab1 = await ctx.newPage();
    await login(tab1, username, PASSWORD);
    const tab2 = await ctx.newPage();
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

    await ctx.clock.fastForward(SWEEP_DELAY_MS);
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
    await ctx.clock.fastForward(SWEEP_DELAY_MS);
    await ctx.clock.fastForward(SWEEP_DELAY_MS);
    await expect(webBox.getByTestId('web-count')).toHaveText('0/1');
    expect(sim.sent).toHaveLength(1);

    // WhatsApp logged out on the PC: the tool answers `accedi`; the confirmation stays pending.
    sim.configure({ mode: 'accedi' });
    await book(5, '3331231234');
    await expect(webBox.getByTestId('web-count')).toHaveText('0/2');
    await ctx.clock.fastForward(SWEEP_DELAY_MS);
    await expect
      .poll(() => shownOnAny(tabs, 'Si prega di accedere a Whatsapp per inviare le conferme web'))
      .toBe(true);
    expect(sim.sent).toHaveLength(1);
    await webBox.getByRole('button').click();
    await expect(popup.getByRole('region', { name: 'DA CONFERMARE' })).toContainText(
      'wa non inviato',
    );
  } finally {
    await ctx.close();
    await pub.dispose();
    await api.dispose();
    await sim.close();
  }
});

test('a recall’s $link$ opens the booking page with surname, model and plate filled in', async ({
  browser,
  adminApi,
  playwright,
  server,
}) => {
  test.setTimeout(90_000);
  const newApi = () => playwright.request.newContext({ baseURL: server.url });
  const { linkWeb, api } = await webWorkshop(adminApi, newApi);
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
    await api.dispose();
  }
});

for (const width of [1280, 390]) {
  test(`impostazioni_web at ${width} px: axe and screenshot`, async ({
    browser,
    adminApi,
    playwright,
    server,
  }) => {
    const newApi = () => playwright.request.newContext({ baseURL: server.url });
    const { linkWeb, api } = await webWorkshop(adminApi, newApi);
    const ctx = await desk(browser, server.url, width, await api.storageState());
    try {
      const page = await ctx.newPage();
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
    } finally {
      await ctx.close();
      await api.dispose();
    }
  });
}
