/**
 * Messages about one appointment and the WhatsApp edge cases (spec 000 §2 context menu,
 * §7 "Handling of answers", §8; 001 §4 bulk sending, §8; docs/MESSAGING.md):
 * Veicolo pronto by SMS from the context menu (readySentAt recorded), by WhatsApp with the
 * wa.me fallback when the tool answers no_wa, the WA bulk send of a number without WhatsApp
 * whose message has an `==sms==` part (sent as SMS, state 3), the WA daily limit, and the
 * booking sheet popup (preview, e-mail through the tool). The helper tool is the `toolSim`
 * fixture, on a free port; the accounts' options are fixture options.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { getDay, type Appointment } from '@shared/contracts/appointments';
import { listCampaigns, listMessages } from '@shared/contracts/messaging';
import { apiOk } from './support/api';
import { cell, chooseFromMenu, openDay } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test as base } from './support/fixtures';
import { seedAppointment, seedSettings } from './support/seed';
import { seedWaCampaign, seedWaTool, startWaCampaign } from './support/messaging';

const DAY = '2031-04-08';

/** The appointment as stored now (through the day endpoint). */
async function stored(api: APIRequestContext, id: number): Promise<Appointment> {
  const day = await apiOk(api, getDay, { query: { date: DAY } });
  return day.appointments.find((a) => a.id === id)!;
}

/**
 * `openAction(slot, fields, action)`: seeds `fields` at `slot` of DAY, opens the day and
 * chooses `action` from the cell's context menu; returns the seeded appointment and the
 * dialog the action opens (named after it).
 */
const test = base.extend<{
  openAction: (
    slot: { time: string; column: 1 | 2 | 3 },
    fields: Parameters<typeof seedAppointment>[2],
    action: 'Veicolo pronto' | 'Foglio prenotazione',
  ) => Promise<{ appointment: Appointment; dialog: Locator }>;
}>({
  openAction: async ({ page, api }, use) => {
    await use(async (slot, fields, action) => {
      const appointment = await seedAppointment(api, { date: DAY, ...slot }, fields);
      await openDay(page, DAY);
      await chooseFromMenu(page, cell(page, slot.time, slot.column), action);
      return { appointment, dialog: page.getByRole('dialog', { name: action }) };
    });
  },
});

test('Veicolo pronto by SMS from the context menu: sent at once, readySentAt recorded', async ({
  page,
  api,
  openAction,
}) => {
  test.setTimeout(60_000);
  await seedSettings(api, 'sms', {
    token: 'e2e-token',
    testo_veicolo_pronto: 'Il suo veicolo $targa$ è pronto',
  });
  const { appointment: a, dialog } = await openAction(
    { time: '9:00', column: 1 },
    { surname: 'rossi', phone: '3331234567', model: 'vespa', plate: 'ab12345' },
    'Veicolo pronto',
  );
  await expect(dialog).toContainText('ROSSI');
  await expectNoSeriousViolations(page, 'Veicolo pronto');
  // Without +whatsapp only the SMS is offered.
  await expect(dialog.getByRole('button', { name: 'INVIA WHATSAPP' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'INVIA SMS' }).click();
  await expect(page.getByText('SMS in invio').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // The outbox's outcome, pushed to this desk (spec 000 §8).
  await expect(page.getByText('SMS Inviato', { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousViolations(page, 'SMS Inviato');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'SMS Inviato 390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('region', { name: 'SMS' }).getByTestId('sms-sent')).toHaveText('1', {
    timeout: 15_000,
  });
  await expect.poll(async () => (await stored(api, a.id)).readySentAt).not.toBeNull();

  const body = await apiOk(api, listCampaigns, { params: { channel: 'sms' } });
  const single = body.campaigns.find((c) => c.name === 'SINGOLI')!;
  const list = await apiOk(api, listMessages, {
    params: { channel: 'sms', id: single.id },
    query: {},
  });
  expect(list.messages.map((m) => [m.phone, m.text])).toEqual([
    ['3331234567', 'Il suo veicolo AB12345 è pronto'],
  ]);
});

test.describe('with +whatsapp', () => {
  test.use({ workshopOptions: ['+whatsapp'] });

  test("Promemoria by WhatsApp: the day's campaign is created, reminders turn grey (5)", async ({
    page,
    api,
  }) => {
    test.setTimeout(60_000);
    await seedSettings(api, 'wa', { testo_promemoria: 'Revisione $veicolo$ il $giorno$' });
    await seedAppointment(
      api,
      { date: DAY, time: '9:30', column: 3 },
      { surname: 'neri', phone: '3334445555', model: 'vespa', plate: 'gh123', reminder: true },
    );
    await openDay(page, DAY);
    await page.getByRole('button', { name: 'Promemoria', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Invio Messaggi Promemoria' });
    await popup.getByText('WhatsApp', { exact: true }).click();
    await expect(popup.getByRole('listitem').first()).toContainText('Revisione VESPA');
    await expectNoSeriousViolations(page, 'Promemoria WhatsApp');
    await popup.getByRole('button', { name: 'CREA CAMPAGNA WHATSAPP' }).click();
    await expect(page.getByText('Campagna WhatsApp creata').first()).toBeVisible();
    await expect(cell(page, '9:30', 3).getByLabel('Campagna WhatsApp creata')).toBeVisible();
    const body = await apiOk(api, listCampaigns, { params: { channel: 'wa' } });
    expect(body.campaigns.map((c) => [c.name, c.state])).toEqual([
      ['PROMEMORIA 08/04/2031', 'paused'],
    ]);
  });

  test('Foglio prenotazione without +invio_email: no e-mail field and no INVIA E-MAIL', async ({
    openAction,
  }) => {
    test.setTimeout(60_000);
    const { dialog } = await openAction(
      { time: '11:00', column: 1 },
      { surname: 'neri', phone: '3335550001', model: 'vespa', email: 'neri@example.it' },
      'Foglio prenotazione',
    );
    await expect(dialog.getByLabel('Telefono')).toHaveValue('3335550001');
    await expect(dialog.getByRole('button', { name: 'INVIA WHATSAPP' })).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'INVIA E-MAIL' })).toHaveCount(0);
  });

  test.describe('with the helper tool', () => {
    test('Veicolo pronto by WhatsApp: the tool answers no_wa → wa.me opens, & as %26', async ({
      page,
      context,
      api,
      openAction,
      toolSim: sim,
    }) => {
      test.setTimeout(60_000);
      await seedWaTool(api, sim, { noWhatsapp: ['3339876543'] });
      await seedSettings(api, 'wa', {
        testo_veicolo_pronto: 'Veicolo $targa$ pronto: ritiro & pagamento',
      });
      // wa.me is not reachable from the test machine: answer it locally.
      await context.route('https://wa.me/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>wa.me</title>' }),
      );
      const { appointment: a, dialog } = await openAction(
        { time: '10:00', column: 2 },
        { surname: 'bianchi', phone: '3339876543', model: 'fiat', plate: 'cd678ef' },
        'Veicolo pronto',
      );
      const popupOpened = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'INVIA WHATSAPP' }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/^https:\/\/wa\.me\//);
      expect(popup.url()).toBe(
        'https://wa.me/393339876543?text=Veicolo%20CD678EF%20pronto%3A%20ritiro%20%26%20pagamento',
      );
      await expect(page.getByText('Numero whatsapp non valido').first()).toBeVisible();
      expect(sim.calls.filter((c) => c.path === '/invio_diretto')).toHaveLength(1);
      await expect.poll(async () => (await stored(api, a.id)).readySentAt).not.toBeNull();
    });

    test('WA bulk: a number without WhatsApp whose text has ==sms== goes as SMS (state 3)', async ({
      page,
      api,
      toolSim: sim,
    }) => {
      test.setTimeout(90_000);
      await seedSettings(api, 'sms', { token: 'e2e-token' });
      await seedWaTool(api, sim, { noWhatsapp: ['3332222222'] });
      await seedWaCampaign(api, 'WA CON SMS', [
        {
          phone: '3332222222',
          text: 'Ciao su WhatsApp==sms==Ciao per SMS',
          description: 'SENZA WA',
        },
      ]);
      await startWaCampaign(page, 'WA CON SMS');
      await expect(page.getByText('Numeri senza WhatsApp: 0').first()).toBeVisible({
        timeout: 30_000,
      });
      const row = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem').first();
      await expect(row.getByTestId('message-state')).toHaveText('Inviato come SMS');
      await expect(row).toContainText('Ciao per SMS');

      await expect
        .poll(async () => {
          const b = await apiOk(api, listCampaigns, { params: { channel: 'sms' } });
          return b.campaigns.reduce((n, c) => n + c.counts.sent, 0);
        })
        .toBe(1);
    });

    test('WA bulk: the daily limit stops the send with the orange message', async ({
      page,
      api,
      toolSim: sim,
    }) => {
      test.setTimeout(90_000);
      await seedWaTool(api, sim);
      await seedSettings(api, 'wa', { massivo_max: 1 });
      await seedWaCampaign(api, 'LIMITE', [
        { phone: '3331111111', text: 'Uno', description: 'UNO' },
        { phone: '3331111112', text: 'Due', description: 'DUE' },
      ]);
      await startWaCampaign(page, 'LIMITE');
      await expect(
        page
          .getByText('Numero massimo giornaliero di 1 messaggi raggiunto. Continua domani')
          .first(),
      ).toBeVisible({ timeout: 30_000 });
      const rows = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
      await expect(rows.filter({ hasText: 'UNO' }).getByTestId('message-state')).toHaveText(
        'Inviato',
      );
      await expect(rows.filter({ hasText: 'DUE' }).getByTestId('message-state')).toHaveText(
        'In attesa',
      );
      expect(sim.sent.map((s) => s.tel)).toEqual(['3331111111']);
    });

    test.describe('with +invio_email only', () => {
      test.use({ workshopOptions: ['+invio_email'] });

      test('Foglio prenotazione: the PDF preview, and the e-mail through the tool (+invio_email)', async ({
        page,
        api,
        openAction,
        toolSim: sim,
      }) => {
        test.setTimeout(90_000);
        await seedSettings(api, 'tool', { server: sim.url });
        await seedSettings(api, 'utente', { nome: 'Officina Più' });
        const { dialog } = await openAction(
          { time: '11:00', column: 1 },
          {
            surname: 'verdi',
            phone: '3335550000',
            model: 'honda',
            plate: 'ef12345',
            email: 'verdi@example.it',
          },
          'Foglio prenotazione',
        );
        // The first page drawn (pdfjs) in the popup; the link opens the same PDF.
        await expect(
          dialog.getByRole('img', { name: 'Anteprima del foglio prenotazione' }),
        ).toBeVisible({
          timeout: 15_000,
        });
        const open = dialog.getByRole('link', { name: 'Apri il PDF in una nuova scheda' });
        await expect(open).toHaveAttribute('href', /^\/api\/booking-sheet\/[A-Za-z0-9_-]{39}$/);
        const src = (await open.getAttribute('href'))!;
        const pdf = await api.get(src);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        await expect(dialog.getByLabel('Telefono')).toHaveValue('3335550000');
        await expect(dialog.getByLabel('E-mail')).toHaveValue('verdi@example.it');
        await expectNoSeriousViolations(page, 'Foglio prenotazione');
        await dialog.getByRole('button', { name: 'INVIA E-MAIL' }).click();
        await expect(page.getByText('E-mail inviata').first()).toBeVisible({ timeout: 15_000 });
        const mail = sim.sent.find((s) => s.endpoint === 'mail_prenotazione')!;
        expect(mail.destinatario).toBe('verdi@example.it');
        expect(mail.allegatoBytes).toBe((await pdf.body()).length);

        sim.configure({ mode: 'errore' });
        await dialog.getByRole('button', { name: 'INVIA E-MAIL' }).click();
        await expect(
          page.getByText('Email non inviata - modulo JS2SYS non trovato').first(),
        ).toBeVisible({ timeout: 15_000 });
      });
    });
  });

  /** Where the screenshots go: docs/screenshots when MSG_SHOTS_DIR says so, else test-results. */
  const SHOTS = process.env.MSG_SHOTS_DIR ?? 'test-results/messaging-shots';

  test('screenshots: Promemoria popup (WhatsApp) and Foglio prenotazione at 1280 and 390 px', async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await seedSettings(api, 'sms', {
      testo_promemoria: 'Revisione $veicolo$ $targa$ il $giorno$ alle $ora$',
    });
    await seedSettings(api, 'wa', {
      testo_promemoria:
        'Buongiorno, le ricordiamo la revisione del veicolo *$targa$* il $giorno$ alle $ora$.',
    });
    await seedSettings(api, 'utente', {
      nome: 'Centro Revisioni Città',
      indirizzo: 'Via Roma 12, 47121 Forlì',
      telefono: '0543 123456',
      email: 'info@centrorevisioni.it',
      partita_iva: '01234567890',
      matricola: 'FO-0042',
      autorizzazione: 'MIT 2019/117',
    });
    const people: [string, string, string, string][] = [
      ['9:00', 'rossi mario', 'fiat panda', 'ab123cd'],
      ['9:30', 'bianchi luca', 'honda sh 125', 'cd456ef'],
      ['10:00', 'verdi anna', 'vespa gts', 'ef789gh'],
    ];
    for (const [time, surname, model, plate] of people)
      await seedAppointment(
        api,
        { date: DAY, time, column: 1 },
        { surname, phone: '3331234567', model, plate, reminder: true },
      );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openDay(page, DAY);
      await page.getByRole('button', { name: 'Promemoria', exact: true }).click();
      const popup = page.getByRole('dialog', { name: 'Invio Messaggi Promemoria' });
      await expect(popup.getByRole('listitem')).toHaveCount(3);
      await page.screenshot({ path: `${SHOTS}/messaging-promemoria-sms-${width}.png` });
      await popup.getByText('WhatsApp', { exact: true }).click();
      await expect(popup.getByRole('listitem').first()).toContainText('Buongiorno');
      await page.screenshot({ path: `${SHOTS}/messaging-promemoria-wa-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await chooseFromMenu(page, cell(page, '9:30', 1), 'Foglio prenotazione');
      const sheet = page.getByRole('dialog', { name: 'Foglio prenotazione' });
      await expect(
        sheet.getByRole('img', { name: 'Anteprima del foglio prenotazione' }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await page.screenshot({ path: `${SHOTS}/messaging-foglio-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    }
  });
});
