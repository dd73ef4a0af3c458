/**
 * Helpers that use the app the way a person does, by the visible Italian labels of
 * docs/CONTRACT.md (login form, grid cells, day navigation).
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import Holidays from 'date-holidays';
import { seedAppointment } from './seed';

/**
 * A first navigation loads the app's chunks and the screen's data: under CI load that can
 * take longer than expect's 5 s default. Speed is measured in bench/, not here.
 */
const PAGE_LOAD_MS = 20_000;

/**
 * Signs in through the `#/login` form and waits for the appointment grid. Only the login
 * tests need it: every other test starts signed in (fixtures.ts).
 */
export async function login(
  page: Page,
  username: string,
  password: string,
  { remember = false }: { remember?: boolean } = {},
) {
  await page.goto('/#/login');
  await page.getByLabel('Nome Utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // "Ricorda accesso" (spec 000 §9 quick login): this browser keeps a device token.
  if (remember) await page.getByRole('switch', { name: 'Ricorda accesso' }).check({ force: true });
  await page.getByRole('button', { name: 'ACCEDI' }).click();
  await expect(page.getByRole('columnheader', { name: 'Ore', exact: true })).toBeVisible({
    timeout: PAGE_LOAD_MS,
  });
}

/**
 * The quick-login device token this browser keeps for `username` (localStorage
 * `reviapp.deviceTokens`, keyed by the lower-case user name), or undefined.
 */
export async function storedDeviceToken(page: Page, username: string): Promise<string | undefined> {
  return page.evaluate(
    (u) =>
      (JSON.parse(localStorage.getItem('reviapp.deviceTokens') ?? '{}') as Record<string, string>)[
        u.toLowerCase()
      ],
    username,
  );
}

/**
 * Signs out through the side menu's Esci (behind the burger on narrow layouts) and waits for
 * `#/login` (Esci may pass through the 3 s exit bridge `#/ponte_uscita`, spec 000 §2).
 */
export async function signOut(page: Page) {
  const esci = page
    .getByRole('link', { name: 'Esci', exact: true })
    .or(page.getByRole('button', { name: 'Esci', exact: true }));
  if (!(await esci.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await esci.click();
  await expect(page).toHaveURL(/#\/login$/, { timeout: 10_000 });
}

/** The long Italian date the grid's date button shows, e.g. "martedì 4 marzo 2031". */
export function longItalianDate(isoDate: string): string {
  return new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** `yyyy-mm-dd` plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A date 2..30 days ahead (Rome) that is Monday–Saturday and not an Italian public holiday:
 * a day the public booking page offers (docs/BOOKING.md).
 */
export function bookableDate(): string {
  const hd = new Holidays('IT');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  for (let i = 2; ; i++) {
    const iso = addDays(today, i);
    const holiday = (hd.isHoliday(new Date(`${iso}T12:00:00`)) || []).some(
      (h) => h.type === 'public',
    );
    if (new Date(`${iso}T12:00:00Z`).getUTCDay() !== 0 && !holiday) return iso;
  }
}

/** The button showing the selected day (aria-label "Scegli data"). */
export function dateButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Scegli data' });
}

/** Expects the grid to show `isoDate` in its date button. */
export async function expectDay(page: Page, isoDate: string) {
  await expect(dateButton(page)).toHaveText(new RegExp(longItalianDate(isoDate), 'i'));
}

/** Opens the grid on `isoDate` through the deep link `#/user/appuntamenti?data=`. */
export async function openDay(page: Page, isoDate: string) {
  await page.goto(`/#/user/appuntamenti?data=${isoDate}`);
  await expect(dateButton(page)).toHaveText(new RegExp(longItalianDate(isoDate), 'i'), {
    timeout: PAGE_LOAD_MS,
  });
  await expect(cell(page, '9:00', 1)).toBeVisible({ timeout: PAGE_LOAD_MS });
}

/**
 * The slot cell "{time} Appuntamento {column}", e.g. cell(page, '9:00', 1). Its accessible
 * name starts with that and, when filled, goes on with what it shows ("9:00 Appuntamento 1
 * ROSSI HONDA SH 125 …"), so the match is on the start.
 */
export function cell(page: Page, time: string, column: 1 | 2 | 3): Locator {
  return page.getByRole('gridcell', {
    name: new RegExp(`^${time} Appuntamento ${column}(?![0-9])`),
  });
}

/** An entry of the open context menu by its label (a `menuitem` or a state `menuitemradio`). */
export function menuEntry(page: Page, label: string): Locator {
  return page
    .getByRole('menu')
    .getByRole('menuitem', { name: label, exact: true })
    .or(page.getByRole('menu').getByRole('menuitemradio', { name: label, exact: true }));
}

/**
 * Right-clicks `target` and chooses `item` from its context menu; waits for the menu to
 * close. The click lands at the cell's centre, as a person's would.
 */
export async function chooseFromMenu(page: Page, target: Locator, item: string) {
  await target.click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await menuEntry(page, item).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The open appointment dialog (Mantine Modal titled "Appuntamento …"). */
export function appointmentDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByLabel('Telefono') });
}

/**
 * Creates an appointment by clicking an empty cell, filling the dialog and pressing SALVA;
 * waits for the "Salvato" toast and the name in the cell.
 */
export async function createAppointment(
  page: Page,
  target: Locator,
  fields: { phone?: string; name: string; model?: string; plate?: string },
) {
  await target.click();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();
  if (fields.phone) await dialog.getByLabel('Telefono').fill(fields.phone);
  await dialog.getByLabel('Nome', { exact: true }).fill(fields.name);
  if (fields.model) await dialog.getByLabel('Modello').fill(fields.model);
  if (fields.plate) await dialog.getByLabel('Targa').fill(fields.plate);
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toContainText(fields.name.toUpperCase());
}

/**
 * Waits until the browser has painted two more frames. Before real touch input (DevTools
 * touch events): Chrome routes touches to page listeners only once a frame committed after
 * they were attached, so a touch sent too early on a busy machine reaches nothing.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Seeds an appointment at `slot` through the API (`seedAppointment`, `fields` as there),
 * opens its day and returns its cell, showing the seeded surname.
 */
export async function openSeededCell(
  page: Page,
  api: APIRequestContext,
  slot: { date: string; time: string; column: 1 | 2 | 3 },
  fields: Parameters<typeof seedAppointment>[2] & { surname: string },
): Promise<Locator> {
  await seedAppointment(api, slot, fields);
  await openDay(page, slot.date);
  const seeded = cell(page, slot.time, slot.column);
  await expect(seeded).toContainText(fields.surname);
  return seeded;
}

/** A phone (390 px, touch) opening `url`'s path on the test server. */
export async function phonePage(browser: Browser, baseURL: string, url: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const page = await context.newPage();
  const u = new URL(url);
  await page.goto(`${u.pathname}${u.search}`);
  return page;
}
