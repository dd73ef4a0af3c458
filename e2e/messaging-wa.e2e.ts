/**
 * WhatsApp bulk send from the WA campaign screen (spec 001 §2 wa_comunicazioni, §4 "Bulk
 * sending", §8; docs/MESSAGING.md "WhatsApp bulk"): the browser of the WhatsApp PC leases one
 * message at a time, sends it through the helper tool (the simulator here) and reports the
 * answer; at the end the count of numbers without WhatsApp. Needs +whatsapp, so the test
 * makes a workshop of its own with that option.
 */
import { startToolSimulator } from '../src/server/integrations/tool-sim';
import { expect, expectOk, SIGNED_OUT, test } from './support/fixtures';
import { login } from './support/app';
import { seedSettings } from './support/seed';

test('WA campaign: INVIA sends through the tool, 2 s apart, and counts numbers without WhatsApp', async ({
  browser,
  adminApi,
  playwright,
  server,
}) => {
  test.setTimeout(90_000);
  // The app's CSP lets the browser reach the tool only on its standard port 1987.
  const sim = await startToolSimulator({
    port: 1987,
    config: { origins: [server.url], noWhatsapp: ['3332222222'] },
  });
  const username = `e2e_wa_${Date.now()}`;
  const password = 'password-e2e';
  await expectOk(
    await adminApi.post('/api/admin/workshops', {
      data: { username, password, options: ['+whatsapp'] },
    }),
  );
  const api = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url, storageState: SIGNED_OUT });
  try {
    await expectOk(await api.post('/api/auth/login', { data: { username, password } }));
    await seedSettings(api, 'tool', { server: sim.url, id_wa: 'REVIAPP-SIM-0001' });
    await expectOk(
      await api.post('/api/messaging/wa/campaigns', {
        data: {
          name: 'PROVA WA',
          messages: [
            { phone: '3331111111', text: 'Buongiorno 1', description: 'UNO' },
            { phone: '3332222222', text: 'Buongiorno 2', description: 'DUE' },
          ],
        },
      }),
    );

    const page = await context.newPage();
    await login(page, username, password);
    await page.goto('/#/user/wa_comunicazioni?campagna=PROVA%20WA');
    await expect(page.getByTestId('campaign-title')).toHaveText('PROVA WA');
    await page.getByRole('button', { name: 'INVIA: avvia l’invio della campagna' }).click();

    await expect(page.getByText('Numeri senza WhatsApp: 1').first()).toBeVisible({
      timeout: 30_000,
    });
    const rows = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'UNO' }).getByTestId('message-state')).toHaveText(
      'Inviato',
    );
    await expect(rows.filter({ hasText: 'DUE' }).getByTestId('message-state')).toHaveText(
      'Senza WhatsApp',
    );
    const sent = sim.calls.filter((c) => c.path === '/invia_wa');
    expect(sent.map((c) => c.fields.text)).toEqual(['Buongiorno 1', 'Buongiorno 2']);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1900);
  } finally {
    await context.close();
    await api.dispose();
    await sim.close();
  }
});
