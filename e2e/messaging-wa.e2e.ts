/**
 * WhatsApp bulk send from the WA campaign screen (spec 001 §2 wa_comunicazioni, §4 "Bulk
 * sending", §8; docs/MESSAGING.md "WhatsApp bulk"): the browser of the WhatsApp PC leases one
 * message at a time, sends it through the helper tool (the simulator here) and reports the
 * answer; at the end the count of numbers without WhatsApp. A send whose tab closed
 * resumes when the campaign is opened again on the WhatsApp PC. The account has +whatsapp
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

test('WA campaign: a tab closed mid-send leaves it waiting for the WhatsApp PC; opened there again it resumes, the message in flight "Da verificare", never sent twice', async ({
  page,
  context,
  api,
  newDesk,
  toolSim: sim,
}) => {
  test.setTimeout(150_000);
  await seedWaTool(api, sim);
  await seedWaCampaign(api, 'RIPRESA WA', [
    { phone: '3331111111', text: 'Buongiorno 1', description: 'UNO' },
    { phone: '3332222222', text: 'Buongiorno 2', description: 'DUE' },
    { phone: '3333333333', text: 'Buongiorno 3', description: 'TRE' },
  ]);

  // The tool's second send never comes back: the tab is closed while it is in flight.
  let sends = 0;
  let inFlight!: () => void;
  const secondInFlight = new Promise<void>((resolve) => (inFlight = resolve));
  await page.route('**/invia_wa', async (route) => {
    sends += 1;
    if (sends === 1) return route.continue();
    inFlight();
  });
  await startWaCampaign(page, 'RIPRESA WA');
  await secondInFlight;
  await page.close();

  // Another desk (not the WhatsApp PC: no tool there) sees the send stranded.
  const other = await newDesk();
  await other.route(`${sim.url}/**`, (route) => route.abort());
  const desk = await other.newPage();
  await desk.goto(`/#/user/wa_comunicazioni?campagna=${encodeURIComponent('RIPRESA WA')}`);
  await expect(desk.getByTestId('campaign-title')).toHaveText('RIPRESA WA', { timeout: 20_000 });
  const waiting = desk.getByRole('status').filter({ hasText: 'In attesa del PC WhatsApp' });
  // Nothing claimed for 30 s: the WhatsApp PC's tab is gone.
  await expect(waiting).toBeVisible({ timeout: 60_000 });
  await expect(waiting).toContainText(
    'L’invio riprende quando la campagna viene aperta sul PC WhatsApp.',
  );
  await expectNoSeriousViolations(desk, 'wa-campaign waiting');
  if (process.env.E2E_SHOTS)
    await desk.screenshot({ path: `${process.env.E2E_SHOTS}/wa-campaign-waiting-1280.png` });
  const deskRows = desk.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(deskRows.filter({ hasText: 'TRE' }).getByTestId('message-state')).toHaveText(
    'In attesa',
  );

  // Opened again on the WhatsApp PC: it resumes by itself.
  const again = await context.newPage();
  await again.goto(`/#/user/wa_comunicazioni?campagna=${encodeURIComponent('RIPRESA WA')}`);
  const rows = again.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'TRE' }).getByTestId('message-state')).toHaveText('Inviato', {
    timeout: 30_000,
  });
  await expect(rows.filter({ hasText: 'UNO' }).getByTestId('message-state')).toHaveText('Inviato');
  // The tool may have sent DUE before the tab closed: it waits for a person, never resent.
  await expect(rows.filter({ hasText: 'DUE' }).getByTestId('message-state')).toHaveText(
    'Da verificare',
  );
  await expect(again.getByText('Completata').first()).toBeVisible();
  // Each message reached the tool once at most: DUE's call, held while the tab closed, may
  // still have gone out as the tab went (as a real one may have): never again after.
  const sent = sim.sent.filter((x) => x.endpoint === 'invia_wa').map((x) => x.text);
  expect(sent.filter((t) => t !== 'Buongiorno 2')).toEqual(['Buongiorno 1', 'Buongiorno 3']);
  expect(sent.filter((t) => t === 'Buongiorno 2').length).toBeLessThanOrEqual(1);
  // The other desk follows live: done, nothing waits.
  await expect(deskRows.filter({ hasText: 'TRE' }).getByTestId('message-state')).toHaveText(
    'Inviato',
  );
  await expect(waiting).toBeHidden();
  await desk.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(desk, 'wa-campaign resumed 390');
});
