/**
 * Recalls (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap, impostazioni_lettere,
 * §7 Letter PDF; docs/RECALLS.md): pick a month with inspections, filter, create the SMS campaign
 * and land on its screen; add a manual recall and find it in its month; import a
 * Windows-1252 CSV and see its accents right in the campaign; print the letters and read
 * the PDF back (page count, address text). Each test has a workshop of its own with the
 * options +whatsapp, +invia_lettere, +esporta_lista, +importa_yap (fixture option).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OptionFlag } from '@shared/contracts/auth';
import { setAppointmentStatus } from '@shared/contracts/appointments';
import { apiOk } from './support/api';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { seedAppointment, seedSettings } from './support/seed';
import { ROOT } from './support/server';

const OPTIONS: OptionFlag[] = ['+whatsapp', '+invia_lettere', '+esporta_lista', '+importa_yap'];
const SHOTS = process.env.RECALLS_SHOTS === '1' ? path.join(ROOT, 'docs/screenshots') : null;

/** An inspection done (stato 2) on `date` at `time`. */
async function inspection(
  api: APIRequestContext,
  date: string,
  time: string,
  fields: Parameters<typeof seedAppointment>[2],
) {
  const a = await seedAppointment(api, { date, time, column: 1 }, fields);
  await apiOk(api, setAppointmentStatus, { params: { id: a.id }, body: { status: 2 } });
  return a;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Opens Richiami Revisioni on the inspections of `month` (Italian, upper case) of `year`;
 * returns their recall table, named after the month they fall due: two years on.
 */
async function openRecallMonth(page: Page, month: string, year: number): Promise<Locator> {
  await page.goto('/#/user/sms_revisioni');
  await choose(page, 'Mese', month);
  await choose(page, 'Anno revisione', String(year));
  return page.getByRole('region', { name: `RICHIAMI ${month} ${year + 2}` });
}

const thisYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()),
);

test.describe('recalls', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ workshopOptions: OPTIONS });

  test('a month with inspections → filter → SMS campaign → its screen', async ({ page, api }) => {
    await seedSettings(api, 'sms', { testo_richiami: 'Revisione $veicolo$ $targa$ a $mese$' });
    const year = thisYear - 2;
    const day = `${year}-03-10`;
    await inspection(api, day, '9:00', {
      surname: 'rossi',
      phone: '3331234567',
      model: 'fiat panda',
      plate: 'ab123cd',
      holder: 'rossi mario',
      address: 'via del corso 12, 00186 roma',
    });
    await inspection(api, day, '9:30', {
      surname: 'bianchi',
      phone: '3337654321',
      model: 'vespa',
      plate: 'cd45678',
    });
    await inspection(api, day, '10:00', {
      surname: 'verdi',
      phone: '',
      model: 'sh',
      plate: 'ef98765',
    });
    await inspection(api, `${year}-04-02`, '9:00', {
      surname: 'aprile',
      phone: '3330000001',
      model: 'x',
      plate: 'zz11111',
    });

    const table = await openRecallMonth(page, 'MARZO', year);
    await expect(page.getByRole('heading', { name: `RICHIAMI MARZO ${year + 2}` })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4); // header + 3
    await expect(table).not.toContainText('APRILE');
    await expectNoSeriousViolations(page, 'Richiami Revisioni');
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SHOTS}/recalls-list-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/recalls-list-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.getByText('SI (2)', { exact: true }).click(); // Telefono valido: SI
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).not.toContainText('VERDI');
    await expect(page.getByText('2 di 3 veicoli')).toBeVisible();

    await page.getByRole('button', { name: 'Crea campagna SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova campagna SMS' });
    await expect(dialog.getByLabel('Nome campagna')).toHaveValue(`RICHIAMI MARZO ${year + 2}`);
    await dialog.getByRole('button', { name: 'Crea' }).click();
    await expect(page).toHaveURL(/sms_comunicazioni\?campagna=\d+/, { timeout: 15_000 });
    await expect(page.getByTestId('campaign-title')).toHaveText(`RICHIAMI MARZO ${year + 2}`);
    await expect(page.getByText('ROSSI AB123CD')).toBeVisible();
    // Back to Richiami Revisioni: the dialog stayed with the campaign it created.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Crea campagna SMS' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'Richiami Revisioni after a campaign');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'Richiami Revisioni after a campaign 390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Pressing again with the same name: the spec's message; nothing queued twice.
    await openRecallMonth(page, 'MARZO', year);
    await expect(table.getByText(/^(In programmazione|Inviato)$/)).toHaveCount(2);
    await page.getByRole('button', { name: 'Crea campagna SMS' }).click();
    await dialog.getByRole('button', { name: 'Crea' }).click();
    await expect(dialog.getByText('Esiste già una campagna con questo nome')).toBeVisible();
  });

  test('a manual recall is found in its month', async ({ page }) => {
    await page.goto('/#/user/aggiungi_richimo');
    await page.getByRole('button', { name: 'INSERISCI' }).click();
    await expect(page.getByText('Controlla i campi')).toBeVisible();
    await expect(page.getByText('Inserire un nome')).toBeVisible();
    await expect(page.getByText('Inserire il modello del veicolo')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome' }).fill("d'angelo");
    await page.getByRole('textbox', { name: 'Telefono' }).fill('3339998887');
    await page.getByRole('textbox', { name: 'Modello' }).fill('vespa gts');
    await page.getByRole('textbox', { name: 'Targa' }).fill('xy 12345');
    await choose(page, 'Mese scadenza', 'MAGGIO');
    await choose(page, 'Anno scadenza', String(thisYear + 1));
    await page.getByRole('button', { name: 'INSERISCI' }).click();
    await expect(page.getByText('Inserito', { exact: true }).first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Richiami inseriti' });
    await expect(list.getByText("D'ANGELO")).toBeVisible();
    await expect(list.getByText('XY12345')).toBeVisible();
    await expectNoSeriousViolations(page, 'Aggiungi Richiamo');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recalls-manual-1280.png` });

    const table = await openRecallMonth(page, 'MAGGIO', thisYear - 1);
    await expect(table.getByText("D'ANGELO")).toBeVisible();
    await expect(table.getByText('Manuale')).toBeVisible();
  });

  test('a Windows-1252 CSV imports with its accents right', async ({ page, api }) => {
    await seedSettings(api, 'sms', { testo_richiami: 'Revisione $veicolo$ $targa$ a $mese$' });
    const cells = (phone: string, exp: string, plate: string, vehicle: string) => {
      const c = Array.from({ length: 26 }, (_, i) => `C${i + 1}`);
      [c[8], c[23], c[24], c[25]] = [phone, exp, plate, vehicle];
      return c.join(';');
    };
    const header = Array.from({ length: 26 }, (_, i) => `Colonna ${i + 1}`).join(';');
    const text = [
      header,
      cells('3331112223', '202611', 'AB123CD', '"CITROËN; C3 àèìòù €"'),
      '',
      cells('3334445556', '202612', 'ROSSI', 'NICOLÒ'),
      cells('0612345678', '202612', 'EF456GH', 'X'),
      cells('12345678', '202612', 'GH789IJ', 'Y'),
    ].join('\r\n');
    const bytes = Buffer.from([...text].map((ch) => (ch === '€' ? 0x80 : ch.charCodeAt(0))));

    await page.goto('/#/user/importa_yap');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText('Codifica rilevata: Windows-1252')).toBeVisible();
    await expect(page.getByText('Righe: 4')).toBeVisible();
    await expect(page.getByText('Telefoni validi: 2')).toBeVisible();
    // The landline row and the number no numbering plan has are listed as skipped, with
    // why: never silently (spec 000 §5).
    await expect(page.getByText('Saltate: 2')).toBeVisible();
    await expect(page.getByText('Numeri di telefono non validi: 1')).toBeVisible();
    const skipped = page.getByRole('table', { name: 'Righe saltate (nessun messaggio)' });
    await expect(skipped.getByRole('row').nth(1)).toContainText('3');
    await expect(skipped.getByRole('row').nth(1)).toContainText('0612345678');
    await expect(skipped.getByRole('row').nth(1)).toContainText(
      'Non è un cellulare (fisso o estero)',
    );
    await expect(skipped.getByRole('row').nth(2)).toContainText('12345678');
    await expect(skipped.getByRole('row').nth(2)).toContainText('Numero di telefono non valido');
    await expect(page.getByText('Potrebbero esserci targhe errate: 1')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'CITROËN; C3 àèìòù €' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Importa YAP');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recalls-import-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Importa come SMS' }).click();
    await expect(page.getByText('Inserire un nome per la campagna da importare')).toBeVisible();
    await page.getByLabel('Nome campagna').fill('YAP NOVEMBRE');
    await page.getByRole('button', { name: 'Importa come SMS' }).click();
    await expect(page.getByText('Campagna importata correttamente').first()).toBeVisible();
    await expect(
      page.getByText('Saltata 1 riga con numero di telefono non valido').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/sms_comunicazioni\?campagna=\d+/, { timeout: 15_000 });
    await expect(page.getByTestId('campaign-title')).toHaveText('YAP NOVEMBRE');
    await expect(
      page.getByText('Revisione CITROËN; C3 àèìòù € AB123CD a novembre 2026'),
    ).toBeVisible();
    await expect(page.getByText('Revisione NICOLÒ ROSSI a dicembre 2026')).toBeVisible();
  });

  test('the letters PDF has a page per vehicle with an address, text readable', async ({
    page,
    api,
  }, testInfo) => {
    const year = thisYear - 2;
    const day = `${year}-06-15`;
    await inspection(api, day, '9:00', {
      surname: "d'angelo",
      phone: '3331234567',
      model: 'vespa gts',
      plate: 'ab12345',
      holder: "d'angelo nicolò",
      address: "via dell'arco di san callisto 12, 00153 roma",
    });
    await inspection(api, day, '9:30', {
      surname: 'bianchi',
      phone: '3337654321',
      model: 'fiat panda',
      plate: 'cd123ef',
      holder: 'bianchi anna',
      address: 'piazza navona 1, 00186 roma',
    });
    await inspection(api, day, '10:00', {
      surname: 'senza',
      phone: '3330000000',
      model: 'x',
      plate: 'zz12345',
      address: 'corto',
    });

    const table = await openRecallMonth(page, 'GIUGNO', year);
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: 'Lettere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lettere' });
    await expect(dialog.getByText('Lettere da stampare: 2')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Genera PDF' }).click();
    const file = testInfo.outputPath('lettere.pdf');
    await (await downloading).saveAs(file);
    const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)) }).promise;
    expect(pdf.numPages).toBe(2);
    const first = await pdf.getPage(1);
    const { width, height } = first.getViewport({ scale: 1 });
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const words = (await first.getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ');
    expect(words).toContain("D'ANGELO NICOLÒ");
    expect(words).toContain("VIA DELL'ARCO DI SAN CALLISTO");
    expect(words).toContain(`GIUGNO ${year + 2}`);
    await expect(table.getByText('Stampata')).toHaveCount(2);
  });
});
