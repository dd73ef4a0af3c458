/**
 * Settings screens (spec 001 §2 impostazioni_home, _app, _sms, _wa, _tool, _lettere, _web; spec 000 §2
 * "seven taps on the title bar"; PRIVACY, docs/PRIVACY.md "Retention"), used the way a person does, by their Italian labels.
 * Each test has a fresh workshop of its own (support/fixtures.ts). The last test runs axe
 * on every screen at 1280 and 390 px and writes screenshots to test-results/settings/.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getSettings, saveSettings } from '@shared/contracts/settings';
import { apiOk } from './support/api';
import { test, expect } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { cell } from './support/app';
import { rowOf, seedAppointment } from './support/seed';

test.describe.configure({ timeout: 60_000 });

const SHOTS = path.resolve(import.meta.dirname, '../test-results/settings');

/** The header bar (AppShell.Header). */
const header = (page: Page) => page.getByRole('banner');

/** The computed background colour of `css` (e.g. a Mantine colour variable) in the page. */
async function computedBackground(page: Page, css: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.background = value;
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  }, css);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'SALVA' }).click();
}

test('seven taps on the title bar open Impostazioni with the tiles the workshop may see', async ({
  page,
}) => {
  await page.goto('/#/user/appuntamenti');
  const title = header(page).getByRole('heading', { level: 1 });
  for (let i = 0; i < 7; i++) await title.click();
  await expect(page).toHaveURL(/#\/user\/impostazioni_home$/);
  await expect(page.getByRole('heading', { name: 'Impostazioni', exact: true })).toBeVisible();
  const tiles = page.getByRole('navigation', { name: 'Impostazioni' }).getByRole('link');
  // A new workshop: no +whatsapp, no +invia_lettere, no link_web, not admin.
  await expect(tiles).toHaveText([/^APP/, /^SMS/, /^REVIAPP TOOL/, /^PRIVACY/]);
  // WHATSAPP needs +whatsapp: its route sends the workshop back to the tiles.
  await page.goto('/#/user/impostazioni_wa');
  await expect(page).toHaveURL(/#\/user\/impostazioni_home$/);
  await tiles.filter({ hasText: 'SMS' }).click();
  await expect(page).toHaveURL(/#\/user\/impostazioni_sms$/);
  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/#\/user\/impostazioni_home$/);
});

test('APP: a new bar colour and title reach the header as soon as they are saved', async ({
  page,
}) => {
  await page.goto('/#/user/impostazioni_app');
  const before = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('radio', { name: 'Verde' }).check();
  await page.getByLabel('Titolo', { exact: true }).fill('Revisioni Verdi');
  await page.getByLabel('Partita IVA', { exact: true }).fill('01234567897');
  await save(page);
  await expect(page.getByText('Salvato')).toBeVisible();
  const green = await computedBackground(
    page,
    'color-mix(in srgb, var(--mantine-color-green-9) 85%, black)',
  );
  await expect
    .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe(green);
  expect(green).not.toBe(before);
  await expect(header(page).getByRole('heading', { level: 1 })).toHaveText('Revisioni Verdi');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Verde' })).toBeChecked();
  await expect(page.getByLabel('Partita IVA', { exact: true })).toHaveValue('01234567897');
});

test('APP: the timetable generator, Valida, and a confirmation that counts the appointments left out', async ({
  page,
  api,
}) => {
  await seedAppointment(
    api,
    { date: '2032-03-09', time: '17:30', column: 1 },
    { surname: 'ROSSI', phone: '3331234567', model: 'HONDA SH 125', plate: 'AB12345' },
  );
  expect(rowOf('17:30')).toBeGreaterThan(8);
  await page.goto('/#/user/impostazioni_app');
  const timetable = page.getByLabel('Orari (uno per riga)', { exact: true });
  await expect(timetable).toHaveValue(/^7:30\n8:00\n/);

  // A malformed row: Valida names it, SALVA refuses and keeps the text.
  await timetable.fill('8:00\n8.30\n9:00');
  await page.getByRole('button', { name: 'Valida' }).click();
  await expect(page.getByText(/riga 2: «8\.30»/).first()).toBeVisible();

  await page.getByLabel('Dalle', { exact: true }).fill('8:00');
  await page.getByLabel('Alle', { exact: true }).fill('12:00');
  await page.getByLabel('Ogni (minuti)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Genera' }).click();
  await expect(timetable).toHaveValue('8:00\n8:30\n9:00\n9:30\n10:00\n10:30\n11:00\n11:30\n12:00');
  await page.getByRole('button', { name: 'Valida' }).click();
  await expect(page.getByText('Tabella orari valida: 9 righe')).toBeVisible();

  await save(page);
  const dialog = page.getByRole('dialog', { name: 'Cambiare gli orari?' });
  await expect(dialog).toContainText(
    'La tabella avrà 9 righe: 1 appuntamento resterebbe fuori dalla tabella',
  );
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  // Nothing saved, nothing lost: the generated rows are still there after a reload (draft).
  await page.reload();
  await expect(timetable).toHaveValue(/^8:00\n8:30\n/);
  await expect(page.getByText('Bozza non salvata ripristinata', { exact: false })).toBeVisible();
  await save(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cambia orari' }).click();
  await expect(page.getByText('Salvato')).toBeVisible();
  await page.goto('/#/user/appuntamenti?data=2032-03-09');
  await expect(cell(page, '12:00', 1)).toBeVisible();
  await expect(cell(page, '17:30', 1)).toHaveCount(0);
});

test('SMS: the token is write-only, the sender stops at 11 characters, texts count SMS parts', async ({
  page,
  api,
}) => {
  await page.goto('/#/user/impostazioni_sms');
  const token = page.getByLabel('Token', { exact: true });
  await expect(token).toHaveValue('');
  await expect(token).toHaveAttribute('placeholder', '');
  await token.fill('segreto-del-provider-42');
  const sender = page.getByLabel('Mittente', { exact: true });
  await sender.fill('');
  await sender.pressSequentially('RevisioniRossiSrl');
  await expect(sender).toHaveValue('RevisioniRo');
  await expect(page.getByText('11/11 caratteri')).toBeVisible();

  // Live count and parts: 160 GSM-7 characters are one SMS, 161 are two, a È makes it UCS-2.
  const reminder = page.getByLabel('Testo promemoria', { exact: true });
  const count = page.getByTestId('testo_promemoria-count');
  await reminder.fill('a'.repeat(160));
  await expect(count).toHaveText('160 caratteri · 1 SMS');
  await reminder.fill('a'.repeat(161));
  await expect(count).toHaveText('161 caratteri · 2 SMS');
  await reminder.fill('È pronto il $veicolo$ ');
  await expect(count).toHaveText('22 caratteri · 1 SMS (caratteri speciali: 70 per SMS)');
  await page.getByRole('button', { name: 'Inserisci $targa$ in Testo promemoria' }).click();
  await expect(reminder).toHaveValue('È pronto il $veicolo$ $targa$');
  await reminder.press('End');
  // $mese$ belongs to recalls; a reminder may carry the customer link $link$.
  await expect(
    page.getByRole('button', { name: 'Inserisci $link$ in Testo promemoria' }),
  ).toBeVisible();
  await reminder.pressSequentially(' $mese$');
  await expect(page.getByText('Variabili non previste in questo testo: $mese$')).toBeVisible();
  await reminder.fill('Revisione $veicolo$ $targa$ il $giorno$ alle $ora$');

  await save(page);
  await expect(page.getByText('Salvato')).toBeVisible();
  await expect(token).toHaveValue('');
  await page.reload();
  await expect(token).toHaveValue('');
  await expect(token).toHaveAttribute('placeholder', 'Token impostato');
  await expect(sender).toHaveValue('RevisioniRo');
  await expect(reminder).toHaveValue('Revisione $veicolo$ $targa$ il $giorno$ alle $ora$');
  expect(await page.content()).not.toContain('segreto-del-provider-42');
  const stored = await apiOk(api, getSettings, { params: { section: 'sms' } });
  expect(stored).toMatchObject({ token_impostato: true, mittente: 'RevisioniRo' });
  expect(JSON.stringify(stored)).not.toContain('segreto');

  // A value the server refuses: its Italian message, and the typing is kept.
  const days = page.getByLabel('Giorni promemoria', { exact: true });
  await days.fill('99');
  await save(page);
  await expect(page.getByText('Giorni promemoria: inserire un numero da 0 a 60')).toBeVisible();
  await expect(days).toHaveValue('99');
  await page.reload();
  await expect(days).toHaveValue('99');
  await page.getByRole('button', { name: 'Scarta bozza' }).click();
  await expect(days).toHaveValue('1');
});

test('SMS: richiami automatici are switched on with their day of the month; a day past 28 is refused', async ({
  page,
  api,
}) => {
  await page.goto('/#/user/impostazioni_sms');
  const day = page.getByLabel('Giorno del mese', { exact: true });
  const recalls = page.getByRole('switch', { name: 'Richiami automatici' });
  await expect(recalls).not.toBeChecked();
  await expect(day).toBeDisabled();
  await recalls.check({ force: true });
  await expect(day).toBeEnabled();
  await day.fill('31');
  await save(page);
  await expect(page.getByText('Giorno dei richiami: inserire un numero da 1 a 28')).toBeVisible();
  await day.fill('15');
  await save(page);
  await expect(page.getByText('Salvato')).toBeVisible();
  await page.reload();
  await expect(recalls).toBeChecked();
  await expect(day).toHaveValue('15');
  const stored = await apiOk(api, getSettings, { params: { section: 'sms' } });
  expect(stored).toMatchObject({ richiami_automatici: true, giorno_richiami: 15 });
});

test("REVIAPP TOOL: this PC (the tool's machine id) becomes the WhatsApp PC after a confirmation", async ({
  page,
  api,
  toolSim: sim,
}) => {
  // The tool runs on a free port of this computer (the CSP allows localhost at any port).
  try {
    // A new account starts with the tool at http://localhost:1987 (spec 000 §9); this
    // desk has cleared it.
    await page.goto('/#/user/impostazioni_tool');
    await expect(page.getByLabel('Indirizzo server', { exact: true })).toHaveValue(
      'http://localhost:1987',
    );
    await apiOk(api, saveSettings, { params: { section: 'tool' }, body: { server: '' } });
    await page.reload();
    const thisPc = page.getByLabel('ID di questo PC', { exact: true });
    const waPc = page.getByLabel('ID del PC per WhatsApp', { exact: true });
    const setPc = page.getByRole('button', { name: 'Imposta questo PC per WhatsApp' });
    await expect(
      page.getByText("Inserire e salvare l'indirizzo del server di ReviApp Tool"),
    ).toBeVisible();
    await expect(thisPc).toHaveValue('');
    await expect(setPc).toBeDisabled();
    await expect(waPc).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Scarica ReviApp Tool' })).toBeVisible();
    await expect(page.getByLabel('Indirizzo server', { exact: true })).toHaveAttribute(
      'placeholder',
      'http://localhost:1987',
    );

    await page.getByLabel('Indirizzo server', { exact: true }).fill(sim.url);
    await save(page);
    await expect(page.getByText('Salvato')).toBeVisible();
    await expect(thisPc).toHaveValue('REVIAPP-SIM-0001');
    await setPc.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Imposta' }).click();
    await expect(
      page.getByText("Questo pc è stato impostato per l'invio di WhatsApp"),
    ).toBeVisible();
    await expect(waPc).toHaveValue('REVIAPP-SIM-0001');
    await page.reload();
    await expect(thisPc).toHaveValue('REVIAPP-SIM-0001');
    await expect(waPc).toHaveValue('REVIAPP-SIM-0001');
    await expect(page.getByText('Questo PC invia i WhatsApp').first()).toBeVisible();

    // Another PC (another machine id) is no longer the WhatsApp PC; a stopped tool leaves
    // nothing to set.
    sim.configure({ machineId: 'PC-BANCO-2' });
    await page.reload();
    await expect(thisPc).toHaveValue('PC-BANCO-2');
    await expect(waPc).toHaveValue('REVIAPP-SIM-0001');
    await expect(page.getByText('Questo PC invia i WhatsApp')).toHaveCount(0);
  } finally {
    await sim.close(); // the tool stops (the fixture's own close is then a no-op)
  }
  await page.reload();
  await expect(
    page.getByText('ReviApp Tool non risponde: avviarlo su questo PC e ricaricare la pagina'),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Imposta questo PC per WhatsApp' })).toBeDisabled();

  // The address is checked by the server; a bad one keeps what was typed.
  await page.getByLabel('Indirizzo server', { exact: true }).fill('localhost 1987');
  await save(page);
  await expect(
    page.getByText('Indirizzo del server non valido (es. http://localhost:1987)'),
  ).toBeVisible();
  // An address the browser could not call (another PC, not the tool's port 1987): refused, saying why.
  await page.getByLabel('Indirizzo server', { exact: true }).fill('http://192.168.1.20:8080');
  await save(page);
  await expect(
    page.getByText(
      'Il browser può raggiungere ReviApp Tool solo su questo computer (http://localhost) o sulla porta 1987 di un altro PC',
    ),
  ).toBeVisible();
  await page.getByLabel('Indirizzo server', { exact: true }).fill('http://127.0.0.1:1987');
  await save(page);
  await expect(page.getByText('Salvato')).toBeVisible();

  // "Scarica ReviApp Tool" opens the page about the tool: its calls and the simulator.
  const download = page.getByRole('link', { name: 'Scarica ReviApp Tool' });
  await expect(download).toHaveAttribute('href', '/tool.html');
  const about = await page.context().newPage();
  await about.goto('/tool.html');
  await expect(about.getByRole('heading', { name: 'ReviApp Tool', level: 1 })).toBeVisible();
  await expect(about.getByRole('cell', { name: 'POST /invio_diretto' })).toBeVisible();
  await expect(about.getByText('npm run tool:sim')).toBeVisible();
  await expectNoSeriousViolations(about, 'tool.html');
  await about.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(about, 'tool.html 390');
  await about.close();
});

for (const width of [1280, 390]) {
  test(`PRIVACY: the retention months, opened from the tiles, refused below the minimum, saved and kept after a reload at ${width} px`, async ({
    page,
    api,
  }) => {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.goto('/#/user/impostazioni_home');
    await page
      .getByRole('navigation', { name: 'Impostazioni' })
      .getByRole('link', { name: /^PRIVACY/ })
      .click();
    await expect(page).toHaveURL(/#\/user\/impostazioni_privacy$/);
    await expect(page.getByRole('heading', { name: 'PRIVACY', exact: true })).toBeVisible();
    const appointments = page.getByLabel('Mesi di conservazione degli appuntamenti', {
      exact: true,
    });
    const messages = page.getByLabel('Mesi di conservazione dei messaggi', { exact: true });
    // A new workshop: the section's defaults (docs/PRIVACY.md "Retention").
    await expect(appointments).toHaveValue('36');
    await expect(messages).toHaveValue('24');
    await page.screenshot({ path: path.join(SHOTS, `privacy-form-${width}.png`), fullPage: true });
    await expectNoSeriousViolations(page, `privacy-${width}`);

    // Below the minimum: the server's Italian refusal, the typing kept, nothing stored.
    await appointments.fill('10');
    await save(page);
    await expect(
      page.getByText(
        'Mesi di conservazione degli appuntamenti: da 25 a 240 (i richiami leggono la revisione di due anni prima)',
      ),
    ).toBeVisible();
    await expect(appointments).toHaveValue('10');
    await page.screenshot({ path: path.join(SHOTS, `privacy-refused-${width}.png`) });
    await expectNoSeriousViolations(page, `privacy-refused-${width}`);
    expect(await apiOk(api, getSettings, { params: { section: 'privacy' } })).toEqual({
      mesi_appuntamenti: 36,
      mesi_messaggi: 24,
    });
    // The refusal is long enough to cover SALVA, and it stays while the pointer is over it
    // (Mantine pauses a hovered toast): closed by its Chiudi, as a person would.
    const refusal = page.getByRole('alert').filter({ hasText: 'Mesi di conservazione' });
    await refusal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(refusal).toHaveCount(0);

    await appointments.fill('48');
    await messages.fill('6');
    await save(page);
    await expect(page.getByText('Salvato')).toBeVisible();
    await page.reload();
    await expect(appointments).toHaveValue('48');
    await expect(messages).toHaveValue('6');
    await expect(page.getByText('Bozza non salvata ripristinata', { exact: false })).toHaveCount(0);
    expect(await apiOk(api, getSettings, { params: { section: 'privacy' } })).toEqual({
      mesi_appuntamenti: 48,
      mesi_messaggi: 6,
    });
  });
}

test.describe('with every option and a link_web', () => {
  // Every tile and the WhatsApp screen show.
  test.use({ workshopOptions: ['+whatsapp', '+invia_lettere'], workshopLinkWeb: true });

  test('every settings screen is axe-clean at 1280 and 390 px (screenshots in test-results/settings)', async ({
    page,
  }) => {
    // Sixteen page loads, each with a full-page screenshot and an axe run (as the admin screens' test).
    test.setTimeout(180_000);
    const screens = [
      ['home', 'impostazioni_home', 'Impostazioni'],
      ['app', 'impostazioni_app', 'APP'],
      ['sms', 'impostazioni_sms', 'SMS'],
      ['wa', 'impostazioni_wa', 'WHATSAPP'],
      ['tool', 'impostazioni_tool', 'REVIAPP TOOL'],
      ['lettere', 'impostazioni_lettere', 'Impostazioni lettere'],
      ['web', 'impostazioni_web', 'APPUNTAMENTI ONLINE'],
      ['privacy', 'impostazioni_privacy', 'PRIVACY'],
    ] as const;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      for (const [name, route, heading] of screens) {
        await page.goto(`/#/user/${route}`);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
        await expectNoSeriousViolations(page, `${name}-${width}`);
      }
    }
    // The tiles of a workshop with +whatsapp, +invia_lettere and a link_web.
    await page.goto('/#/user/impostazioni_home');
    await expect(
      page.getByRole('navigation', { name: 'Impostazioni' }).getByRole('link'),
    ).toHaveText([
      /^APP/,
      /^SMS/,
      /^WHATSAPP/,
      /^LETTERE/,
      /^APPUNTAMENTI ONLINE/,
      /^REVIAPP TOOL/,
      /^PRIVACY/,
    ]);
  });
});

test.describe('with +mod_kuma', () => {
  test.use({ workshopOptions: ['+mod_kuma'] });

  test('APP: the staff rota names, and the grid shows the week’s rota', async ({ page }) => {
    await page.goto('/#/user/impostazioni_app');
    const rota = page.getByRole('region', { name: 'Turni del personale' });
    await rota.getByLabel('Nome 1').fill('Marco');
    await rota.getByLabel('Nome 2').fill('Giulia');
    await rota.getByLabel('Nome 3').fill('Luca');
    await save(page);
    await expect(page.getByText('Salvato')).toBeVisible();
    await expectNoSeriousViolations(page, 'impostazioni_app rota');
    await page.goto('/#/user/appuntamenti');
    const box = page.getByRole('region', { name: 'Turni' });
    await expect(box).toContainText('MARCO');
    await expect(box).toContainText('GIULIA');
    await expect(box).toContainText('LUCA');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, 'impostazioni_app rota 390');
  });
});
