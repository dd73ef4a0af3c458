/**
 * Back office (spec 001 §2 rubrica, archivio, statistiche, officine, password,
 * impostazioni_app live), used by visible Italian labels. Each test has a fresh workshop
 * (support/fixtures.ts). The last test runs axe on every screen at 1280 and 390 px and
 * writes docs/screenshots/backoffice-*.png.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createWorkshopCode } from '@shared/contracts/workshop-codes';
import { setAppointmentStatus } from '@shared/contracts/appointments';
import { createContact } from '@shared/contracts/contacts';
import type { EndpointInput } from '@shared/contracts/endpoint';
import { apiOk } from './support/api';
import { test, expect } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { cell, expectDay, login } from './support/app';
import { seedAppointment } from './support/seed';

test.describe.configure({ timeout: 60_000 });

const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

async function seedContact(
  api: APIRequestContext,
  data: EndpointInput<typeof createContact>['body'],
) {
  await apiOk(api, createContact, { body: data });
}

async function seedDone(api: APIRequestContext, date: string, time: string, surname: string) {
  const a = await seedAppointment(api, { date, time, column: 1 }, { surname, model: 'VESPA' });
  await apiOk(api, setAppointmentStatus, { params: { id: a.id }, body: { status: 2 } });
}

test('Rubrica: add, find, edit and delete a contact', async ({ page }) => {
  await page.goto('/#/user/rubrica');
  await expect(page.getByRole('heading', { name: 'Rubrica' })).toBeVisible();
  await expect(page.getByText('Nessun contatto', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo contatto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo contatto' });
  await dialog.getByLabel('Nome').fill('mario rossi');
  await expect(dialog.getByLabel('Nome')).toHaveValue('MARIO ROSSI');
  await dialog.getByLabel('Telefono').fill('3331234567');
  await dialog.getByLabel('Email').fill('mario@example.it');
  await dialog.getByLabel('Indirizzo').fill('Via Roma 1, Milano');
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByText('Contatto Salvato')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Nuovo contatto' }).click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Bianchi Luca');
  await page.getByRole('dialog').getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByRole('cell', { name: 'BIANCHI LUCA', exact: true })).toBeVisible();

  // Find: only the matching contact stays; the number dials.
  await page.getByLabel('Cerca in rubrica').fill('ross');
  await expect(page.getByRole('cell', { name: 'BIANCHI LUCA', exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Chiama 3331234567' })).toHaveAttribute(
    'href',
    'tel:3331234567',
  );

  // Edit.
  await page.getByRole('button', { name: 'Modifica MARIO ROSSI' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica contatto' });
  await expect(edit.getByLabel('Email')).toHaveValue('mario@example.it');
  await edit.getByLabel('Nome').fill('Mario Rossini');
  await edit.getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByRole('cell', { name: 'MARIO ROSSINI', exact: true })).toBeVisible();

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Elimina MARIO ROSSINI' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Eliminato', { exact: true })).toBeVisible();
  await expect(page.getByText('Nessun contatto trovato')).toBeVisible();
  await page.getByLabel('Cerca in rubrica').fill('');
  await expect(page.getByRole('cell', { name: 'BIANCHI LUCA', exact: true })).toBeVisible();
});

test('Archivio: a search across years lands on the appointment cell', async ({ page, api }) => {
  await seedAppointment(
    api,
    { date: '2031-03-04', time: '9:00', column: 2 },
    { surname: 'Dell’Orto Niccolò', model: 'piaggio beverly 300', plate: 'AB12345' },
  );
  await seedAppointment(
    api,
    { date: '2030-06-10', time: '8:00', column: 1 },
    { surname: 'Niccolini', model: 'honda sh 125' },
  );
  await page.goto('/#/user/archivio');
  await page.getByLabel('Cerca in archivio').fill('niccol');
  const results = page.getByRole('list', { name: 'Risultati' }).getByRole('link');
  // Newest first, accents and case ignored.
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText('04/03/2031');
  await expect(results.nth(1)).toContainText('10/06/2030');

  await page.getByLabel('Cerca in archivio').fill('BEVERLY ab123');
  await expect(results).toHaveCount(1);
  await results.first().click();
  await expect(page).toHaveURL(/#\/user\/appuntamenti\?data=2031-03-04&riga=3&colonna=2/);
  await expectDay(page, '2031-03-04');
  await expect(cell(page, '9:00', 2)).toHaveAttribute('aria-selected', 'true');
});

test('Password: change it, the login opens, the new one signs in', async ({ page, workshop }) => {
  await page.goto('/#/user/password');
  await page.getByLabel('Password attuale').fill('sbagliata');
  await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('corta');
  await page.getByRole('button', { name: 'CAMBIA PASSWORD' }).click();
  await expect(page.getByText('La nuova password deve contenere almeno 8 caratteri')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Nuova password', exact: true })
    .fill('nuova-password-e2e');
  await page.getByLabel('Ripeti la nuova password').fill('altra-password-e2e');
  await page.getByRole('button', { name: 'CAMBIA PASSWORD' }).click();
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await page.getByLabel('Ripeti la nuova password').fill('nuova-password-e2e');
  await page.getByRole('button', { name: 'CAMBIA PASSWORD' }).click();
  await expect(page.getByText('Password attuale errata')).toBeVisible();

  await page.getByLabel('Password attuale').fill(workshop.password);
  await page.getByRole('button', { name: 'CAMBIA PASSWORD' }).click();
  await expect(page.getByText('Password cambiata')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  await login(page, workshop.username, 'nuova-password-e2e');
});

test('a new bar colour reaches another open desk live', async ({ page, newDesk }) => {
  const other = await (await newDesk()).newPage();
  await other.goto('/#/user/rubrica');
  const bar = other.getByRole('banner');
  await expect(bar).toBeVisible();
  const before = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.goto('/#/user/impostazioni_app');
  await page.getByRole('radio', { name: 'Viola' }).check();
  await page.getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByText('Salvato')).toBeVisible();
  const mine = await page
    .getByRole('banner')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(mine).not.toBe(before);
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(mine);
});

test('Statistiche: Promemoria e presenze of a chosen year, axe-clean at 1280 and 390 px (docs/screenshots/statistics-attendance-*)', async ({
  page,
  api,
}) => {
  // March 2024: one inspection done, one appointment left at stato 0; April: one at stato 1
  // (spec 001 §2 statistiche; no-shows are past days not done).
  await seedDone(api, '2024-03-05', '9:00', 'ROSSI MARIO');
  await seedAppointment(
    api,
    { date: '2024-03-06', time: '9:00', column: 1 },
    { surname: 'BIANCHI LAURA', model: 'FIAT PANDA' },
  );
  const waiting = await seedAppointment(
    api,
    { date: '2024-04-08', time: '10:00', column: 2 },
    { surname: 'VERDI PAOLO', model: 'VESPA' },
  );
  await apiOk(api, setAppointmentStatus, { params: { id: waiting.id }, body: { status: 1 } });

  await page.goto('/#/user/statistiche');
  const section = page.getByRole('region', { name: /^Promemoria e presenze per mese \d{4}$/ });
  await expect(section).toBeVisible();
  await page.getByRole('combobox', { name: 'Anno' }).click();
  await page.getByRole('option', { name: '2024', exact: true }).click();
  const table = page.getByRole('table', { name: 'Promemoria e presenze per mese 2024' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Promemoria e presenze' })).toBeVisible();
  const headers = [
    'Mese',
    'Promemoria inviati',
    'Confermati dal cliente',
    'Disdetti dal cliente',
    'Spostati dal cliente',
    'Mancate presentazioni',
  ];
  for (const name of headers)
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  // Twelve months and the total row, each headed by its name.
  await expect(table.getByRole('rowheader')).toHaveText([
    'Gennaio',
    'Febbraio',
    'Marzo',
    'Aprile',
    'Maggio',
    'Giugno',
    'Luglio',
    'Agosto',
    'Settembre',
    'Ottobre',
    'Novembre',
    'Dicembre',
    'Totale',
  ]);
  const noShows = (row: string) =>
    table
      .getByRole('row', { name: new RegExp(`^${row} `) })
      .getByRole('cell')
      .nth(4);
  await expect(noShows('Marzo')).toHaveText('1');
  await expect(noShows('Aprile')).toHaveText('1');
  await expect(noShows('Maggio')).toHaveText('0');
  await expect(noShows('Totale')).toHaveText('2');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect(table).toBeVisible();
    await expectNoSeriousViolations(page, `statistiche attendance ${width}`);
    // The table scrolls inside its own box; the page never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('heading', { name: 'Promemoria e presenze' }).scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      document
        .querySelector('[aria-label^="Promemoria e presenze per mese"]')
        ?.closest('.mantine-Paper-root')
        ?.scrollIntoView({ block: 'start' }),
    );
    await page.screenshot({ path: path.join(SHOTS, `statistics-attendance-${width}.png`) });
  }
});

test('back-office screens are axe-clean at 1280 and 390 px (docs/screenshots/backoffice-*)', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await seedContact(api, {
    name: 'ROSSI MARIO',
    phone: '3331234567',
    email: 'mario@example.it',
    address: 'Via Roma 1, Milano',
  });
  await seedContact(api, {
    name: 'BIANCHI LAURA',
    phone: '3479876543',
    email: '',
    address: 'Corso Italia 22, Torino',
  });
  await seedContact(api, {
    name: 'CARROZZERIA VERDI',
    phone: '0612345678',
    email: 'info@verdi.it',
    address: '',
  });
  await apiOk(api, createWorkshopCode, {
    body: {
      name: 'Officina Rossi',
      province: 'RM',
      code: 'RM1234',
      address: 'Via Appia 10',
      authorization: 'AUT 55/2019',
    },
  });
  await seedDone(api, '2024-03-05', '9:00', 'ROSSI MARIO');
  await seedDone(api, '2025-03-05', '9:00', 'ROSSI MARIO');
  await seedDone(api, '2025-07-08', '10:00', 'BIANCHI LAURA');
  await seedAppointment(
    api,
    { date: '2031-03-04', time: '9:00', column: 2 },
    { surname: 'ROSSI MARIO', model: 'PIAGGIO BEVERLY 300', plate: 'AB12345', phone: '3331234567' },
  );

  const screens: [string, string, (p: Page) => Promise<void>][] = [
    [
      'rubrica',
      '/#/user/rubrica',
      (p) => expect(p.getByText('ROSSI MARIO', { exact: true })).toBeVisible(),
    ],
    [
      'archivio',
      '/#/user/archivio',
      async (p) => {
        await p.getByLabel('Cerca in archivio').fill('rossi');
        await expect(
          p.getByRole('list', { name: 'Risultati' }).getByRole('link').first(),
        ).toBeVisible();
      },
    ],
    [
      'statistiche',
      '/#/user/statistiche',
      async (p) => {
        await expect(p.getByRole('table', { name: 'Revisioni per anno e mese' })).toBeVisible();
        // The second table loads on its own: axe sees the screen once both are there.
        await expect(
          p.getByRole('region', { name: /^Promemoria e presenze per mese/ }),
        ).toBeVisible();
      },
    ],
    [
      'officine',
      '/#/user/officine',
      (p) => expect(p.getByText('OFFICINA ROSSI', { exact: true })).toBeVisible(),
    ],
    ['password', '/#/user/password', (p) => expect(p.getByLabel('Password attuale')).toBeVisible()],
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const [name, url, ready] of screens) {
      await page.goto(url);
      await ready(page);
      await expectNoSeriousViolations(page, `${name} ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `backoffice-${name}-${width}.png`) });
    }
  }
});
