/**
 * Dati personali (docs/PRIVACY.md "Answering a request"), at 1280 and 390 px: the desk
 * opens the Archivio's "Dati personali" view, a bad phone shows the server's Italian message, a
 * search by phone and plate counts the person's appointment and the Non contattare state,
 * "Scarica (JSON)" downloads the access answer, "Anonimizza" asks first (Annulla changes
 * nothing), then erases, shows what changed and the search finds nothing left. axe on
 * every state.
 */
import { readFile } from 'node:fs/promises';
import type { SubjectData } from '@shared/contracts/privacy';
import { bookableDate } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { seedAppointment } from './support/seed';

for (const width of [1280, 390]) {
  test(`a person's data are found, downloaded and anonymised at ${width} px`, async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const phone = width === 1280 ? '3331234501' : '3331234502';
    const plate = width === 1280 ? 'AB123CD' : 'EF456GH';
    const date = bookableDate();
    await seedAppointment(
      api,
      { date, time: '9:00', column: 1 },
      { surname: 'BIANCHI', phone, model: 'FIAT PANDA', plate },
    );
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/user/archivio');
    await page.getByRole('button', { name: 'Dati personali', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Dati personali', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousViolations(page, `privacy empty ${width}`);

    // Bad input: the server's message, nothing shown.
    await page.getByLabel('Telefono').fill('123');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Il telefono deve contenere almeno 6 cifre',
    );

    await page.getByLabel('Telefono').fill(phone);
    await page.getByLabel('Targa').fill(plate.toLowerCase());
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    const table = page.getByRole('table', { name: 'Dati trovati' });
    const count = (kind: string) => table.getByRole('row', { name: kind }).getByRole('cell');
    await expect(count('Appuntamenti')).toHaveText('1');
    await expect(count('Richiami')).toHaveText('0');
    await expect(count('Non contattare')).toHaveText('No');
    await expectNoSeriousViolations(page, `privacy found ${width}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica (JSON)' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^dati-personali-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as SubjectData;
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ surname: 'BIANCHI', plate, date });

    // The confirm: Annulla changes nothing.
    await page.getByRole('button', { name: 'Anonimizza' }).click();
    let dialog = page.getByRole('dialog', { name: 'Anonimizzare i dati personali?' });
    await expect(dialog).toContainText('non si può annullare');
    await expectNoSeriousViolations(page, `privacy confirm ${width}`);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(count('Appuntamenti')).toHaveText('1');

    await page.getByRole('button', { name: 'Anonimizza' }).click();
    dialog = page.getByRole('dialog', { name: 'Anonimizzare i dati personali?' });
    await dialog.getByRole('button', { name: 'Anonimizza' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Dati anonimizzati' });
    await expect(done).toContainText('Appuntamenti: 1');
    await expect(count('Appuntamenti')).toHaveText('0');
    await expect(page.getByText('Nessun dato trovato per questa persona.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anonimizza' })).toHaveCount(0);
    await expectNoSeriousViolations(page, `privacy erased ${width}`);

    // A fresh search finds nothing.
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(done).toHaveCount(0);
    await expect(count('Appuntamenti')).toHaveText('0');
    await expect(count('Messaggi')).toHaveText('0');
  });
}
