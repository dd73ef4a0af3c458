/**
 * Messaging (spec 000 §2 "Invio Messaggi Promemoria", side boxes; 001 §2 sms_comunicazioni,
 * §4, §8): the reminders of a day go out from the grid's Promemoria popup, the campaign
 * "PROMEMORIA dd/mm/yyyy" shows the message on the SMS screen, and it becomes sent (the
 * development provider "sends" at once; the e2e server paces 200 ms). Free messages,
 * character count, edit and delete on the campaign screen. Waits on visible state only.
 */
import { test, expect } from './support/fixtures';
import { cell, openDay } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedAppointment, seedSettings } from './support/seed';

const SHOTS = process.env.MSG_SHOTS_DIR;

test('Promemoria → INVIA SMS → the campaign on the SMS screen, sent live', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const day = '2031-03-04';
  await seedSettings(api, 'sms', {
    token: 'e2e-token',
    mittente: 'OFFICINA',
    testo_promemoria: 'Promemoria revisione $veicolo$ $targa$ il $giorno$ alle $ora$',
  });
  await seedAppointment(
    api,
    { date: day, time: '9:00', column: 1 },
    {
      surname: 'rossi mario',
      phone: '3331234567',
      model: 'fiat panda',
      plate: 'ab123cd',
      reminder: true,
    },
  );

  await openDay(page, day);
  const slot = cell(page, '9:00', 1);
  await expect(slot.getByLabel('Promemoria programmato')).toBeVisible();
  // The SMS side box.
  const box = page.getByRole('region', { name: 'SMS' });
  await expect(box.getByTestId('sms-pending')).toHaveText('0');

  await page.getByRole('button', { name: 'Promemoria', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Invio Messaggi Promemoria' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('PROMEMORIA 04/03/2031')).toBeVisible();
  await expect(popup.getByRole('listitem')).toHaveCount(1);
  await expect(popup.getByRole('listitem').first()).toContainText('3331234567');
  await expectNoSeriousViolations(page, 'Invio Messaggi Promemoria');
  await expect(popup.getByRole('listitem').first()).toContainText(
    'Promemoria revisione FIAT PANDA',
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/popup-1280.png` });
  }
  await popup.getByRole('button', { name: 'INVIA SMS' }).click();
  await expect(page.getByText('Inserito', { exact: true }).first()).toBeVisible();
  await expect(popup).toBeHidden();
  // The sender sends it; the grid's reminder mark changes by itself (live `day` event).
  await expect(slot.getByLabel('Promemoria inviato')).toBeVisible({ timeout: 20_000 });
  await expect(box.getByTestId('sms-sent')).toHaveText('1');

  await page.goto('/#/user/sms_comunicazioni');
  const campaign = page.locator('[data-campaign="PROMEMORIA 04/03/2031"]');
  await expect(campaign).toBeVisible();
  await campaign.click();
  await expect(page).toHaveURL(/campagna=PROMEMORIA/);
  const messages = page.getByRole('list', { name: 'Messaggi' });
  const row = messages.getByRole('listitem').first();
  await expect(row).toContainText('3331234567');
  await expect(row.getByTestId('message-state')).toHaveText('Inviato');
  await expect(page.getByTestId('campaign-progress')).toHaveText('Inviati 1 di 1');
  await expectNoSeriousViolations(page, 'sms_comunicazioni');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/campaign-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(row.getByTestId('message-state')).toHaveText('Inviato');
    await page.screenshot({ path: `${SHOTS}/campaign-390.png`, fullPage: true });
    await page.goto(`/#/user/appuntamenti?data=${day}`);
    await expect(cell(page, '9:00', 1)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grid-390.png` });
    await page.getByRole('button', { name: 'Promemoria', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Invio Messaggi Promemoria' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/popup-390.png` });
  }
});

test('free message: live count, INVIA sends it, edit and delete with confirmations', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  await seedSettings(api, 'sms', { token: 'e2e-token', mittente: 'OFFICINA' });
  await page.goto('/#/user/sms_comunicazioni');
  await expect(page.getByText('Non ci sono campagne')).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo messaggio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo messaggio' });
  await dialog.getByLabel('Telefono').fill('3339876543');
  await dialog.getByLabel('Descrizione').fill('Cliente di prova');
  await dialog.getByLabel('Testo').fill('a'.repeat(161));
  await expect(dialog.getByTestId('sms-count')).toHaveText('161 caratteri · 2 SMS');
  await dialog.getByLabel('Testo').fill('Buongiorno, la sua auto è pronta.');
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(dialog).toBeHidden();

  await page.locator('[data-campaign="LIBERA"]').click();
  const row = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem').first();
  await expect(row).toContainText('Cliente di prova');
  await expect(row.getByTestId('message-state')).toHaveText('In attesa');

  // Edit before sending.
  await row.getByRole('button', { name: 'Modifica messaggio 3339876543' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica messaggio' });
  await edit.getByLabel('Testo').fill('Testo corretto');
  await edit.getByRole('button', { name: 'SALVA' }).click();
  await expect(row).toContainText('Testo corretto');

  // INVIA: the sender sends it; the screen follows the campaign events.
  await page.getByRole('button', { name: 'INVIA: avvia l’invio della campagna' }).click();
  await expect(row.getByTestId('message-state')).toHaveText('Inviato', { timeout: 20_000 });
  await expect(page.getByTestId('campaign-progress')).toHaveText('Inviati 1 di 1');
  // Sent: no edit any more.
  await expect(row.getByRole('button', { name: /Modifica messaggio/ })).toHaveCount(0);

  // Delete the sent messages, then the campaign.
  await page.getByRole('button', { name: 'Elimina inviati' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Non ci sono SMS per la campagna selezionata')).toBeVisible();
  await page.getByRole('button', { name: 'Elimina campagna' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.locator('[data-campaign="LIBERA"]')).toHaveCount(0);
});
