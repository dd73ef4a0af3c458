/**
 * WhatsApp bulk send from the WA campaign screen (spec 001 §2 wa_comunicazioni, §4 "Bulk
 * sending", §8; docs/MESSAGING.md "WhatsApp bulk"): the browser of the WhatsApp PC leases one
 * message at a time, sends it through the helper tool (the simulator here) and reports the
 * answer; at the end the count of numbers without WhatsApp. The account has +whatsapp
 * (fixture option) and the tool is the `toolSim` fixture, on a free port.
 */
import { listCampaigns } from '@shared/contracts/messaging';
import { apiOk } from './support/api';
import { expect, test } from './support/fixtures';
import { seedWaCampaign, seedWaTool, startWaCampaign } from './support/messaging';
import { expectNoSeriousViolations } from './support/axe';

test.use({ workshopOptions: ['+whatsapp'] });

test('WA campaign: INVIA sends through the tool, 2 s apart, and counts numbers without WhatsApp', async ({
  page,
  api,
  toolSim: sim,
}) => {
  test.setTimeout(90_000);
  await seedWaTool(api, sim, { noWhatsapp: ['3332222222'] });
  await seedWaCampaign(api, 'PROVA WA', [
    { phone: '3331111111', text: 'Buongiorno 1', description: 'UNO' },
    { phone: '3332222222', text: 'Buongiorno 2', description: 'DUE' },
  ]);

  await startWaCampaign(page, 'PROVA WA');

  await expect(page.getByText('Numeri senza WhatsApp: 1').first()).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'UNO' }).getByTestId('message-state')).toHaveText('Inviato');
  await expect(rows.filter({ hasText: 'DUE' }).getByTestId('message-state')).toHaveText(
    'Senza WhatsApp',
  );
  const sent = sim.calls.filter((c) => c.path === '/invia_wa');
  expect(sent.map((c) => c.fields.text)).toEqual(['Buongiorno 1', 'Buongiorno 2']);
  expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1900);
});

test('WA campaign: a tool error stops the send with its own message; INVIA on one message sends it alone; right click deletes every campaign', async ({
  page,
  api,
  toolSim: sim,
}) => {
  test.setTimeout(90_000);
  await seedWaTool(api, sim, { numberAnswers: { '3331111111': 'errore' } });
  for (const name of ['PRIMA WA', 'SECONDA WA'])
    await seedWaCampaign(api, name, [
      { phone: '3331111111', text: `Buongiorno ${name}`, description: 'UNO' },
    ]);

  await startWaCampaign(page, 'PRIMA WA');
  // The tool answered errore: the loop stops and says to retry or send one by one.
  await expect(
    page.getByText("Si sono verificati errori sul Reviapp-tool: riprova o usa l'invio singolo"),
  ).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem').first();
  await expect(row.getByTestId('message-state')).toHaveText('In attesa');

  // One by one: the tool's /invio_diretto sends it, the row reads Inviato.
  sim.configure({ numberAnswers: {} });
  await row.getByRole('button', { name: 'Invia su WhatsApp a 3331111111' }).click();
  await expect(page.getByText('Inviato', { exact: true }).first()).toBeVisible();
  await expect(row.getByTestId('message-state')).toHaveText('Inviato');
  expect(sim.calls.filter((c) => c.path === '/invio_diretto').map((c) => c.fields.text)).toEqual([
    'Buongiorno PRIMA WA',
  ]);
  await expectNoSeriousViolations(page, 'wa-campaign');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByTestId('message-state')).toHaveText('Inviato');
  await expectNoSeriousViolations(page, 'wa-campaign 390');
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/wa-campaign-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Right click on Elimina campagna: every WhatsApp campaign, behind a confirm.
  await page.getByRole('button', { name: 'Elimina campagna' }).click({ button: 'right' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Eliminare tutte le campagne WhatsApp');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  expect((await apiOk(api, listCampaigns, { params: { channel: 'wa' } })).campaigns).toHaveLength(
    2,
  );
  await page.getByRole('button', { name: 'Elimina campagna' }).click({ button: 'right' });
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect
    .poll(async () => (await apiOk(api, listCampaigns, { params: { channel: 'wa' } })).campaigns)
    .toHaveLength(0);
});
