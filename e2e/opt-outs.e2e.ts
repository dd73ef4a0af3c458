/**
 * Non contattare (docs/MESSAGING.md "Non contattare"). A reminder text carries `$stop$`; the
 * customer opens the stop link on a phone (390 px), sees the workshop's name and presses
 * "Non voglio più ricevere messaggi": the desk's open grid (1280 px) shows the mark on the
 * appointment without a reload, and a second visit says the number is already excluded. A
 * tampered link shows the error. At the desk (1280 and 390 px) the edit dialog's
 * "Non contattare" adds and removes the phone, and the cell shows or drops the mark. Marking
 * a phone withdraws the campaign message already queued to it: a toast says so, and the SMS
 * campaign screen shows it "Non inviato: Non contattare" (1280 and 390 px). axe on every
 * screen.
 */
import { createCampaign, listMessages } from '@shared/contracts/messaging';
import { queueReminders } from '@shared/contracts/reminders';
import { apiOk } from './support/api';
import { appointmentDialog, bookableDate, cell, openDay, phonePage } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { seedAppointment, seedSettings } from './support/seed';

test('a customer stops messages from the $stop$ link; the desk sees the mark live', async ({
  browser,
  api,
  server,
  page,
}) => {
  test.setTimeout(90_000);
  await seedSettings(api, 'app', { titolo: 'REVISIONI ROSSI' });
  await seedSettings(api, 'sms', {
    testo_promemoria: 'Revisione $veicolo$ il $giorno$ alle $ora$. Stop SMS: $stop$',
    giorni_promemoria: 1,
  });
  const date = bookableDate();
  await seedAppointment(
    api,
    { date, time: '9:00', column: 1 },
    { surname: 'VERDI', phone: '3331110009', model: 'VESPA 125', plate: '', reminder: true },
  );
  const { campaign } = await apiOk(api, queueReminders, {
    params: { date },
    body: { channel: 'sms' },
  });
  const { messages } = await apiOk(api, listMessages, {
    params: { channel: 'sms', id: campaign!.id },
    query: {},
  });
  const link = /https?:\/\/\S+\/stop\?t=\S+/.exec(messages[0]!.text)![0];
  expect(link).not.toContain('3331110009');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDay(page, date);
  await expect(cell(page, '9:00', 1)).toContainText('VERDI');
  await expect(cell(page, '9:00', 1).getByRole('img', { name: 'Non contattare' })).toHaveCount(0);

  const phone = await phonePage(browser, server.url, link);
  await expect(phone.getByText('REVISIONI ROSSI')).toBeVisible();
  const button = phone.getByRole('button', { name: 'Non voglio più ricevere messaggi' });
  await expect(button).toBeVisible();
  await expectNoSeriousViolations(phone, 'stop page 390');
  await button.click();
  await expect(phone.getByRole('status')).toHaveText(
    'Fatto: questo numero non riceverà più messaggi da noi.',
  );
  await expect(button).toHaveCount(0);
  await expectNoSeriousViolations(phone, 'stop page done 390');

  // The desk's grid shows the mark without a reload (the opt_outs live event).
  await expect(cell(page, '9:00', 1).getByRole('img', { name: 'Non contattare' })).toBeVisible({
    timeout: 5_000,
  });
  await expectNoSeriousViolations(page, 'grid with mark 1280');

  // A second visit: already excluded, no button.
  await phone.reload();
  await expect(phone.getByRole('status')).toHaveText(
    'Questo numero è già escluso: non riceverà più messaggi da noi.',
  );
  await expect(button).toHaveCount(0);

  // A tampered link: the error, nothing else.
  const u = new URL(link);
  const t = u.searchParams.get('t')!;
  u.searchParams.set('t', `${t.slice(0, 10)}${t[10] === 'A' ? 'B' : 'A'}${t.slice(11)}`);
  await phone.goto(`${u.pathname}${u.search}`);
  await expect(phone.getByRole('alert')).toHaveText('Il link inserito non è valido');
  await expect(phone.getByRole('button')).toHaveCount(0);
  await phone.context().close();
});

for (const width of [1280, 390]) {
  test(`the edit dialog adds and removes the phone at ${width} px`, async ({ page, api }) => {
    test.setTimeout(90_000);
    const date = bookableDate();
    const phoneNumber = width === 1280 ? '3331110021' : '3331110022';
    await seedAppointment(
      api,
      { date, time: '9:00', column: 1 },
      { surname: 'NERI', phone: phoneNumber, model: 'HONDA SH 125', plate: 'AB12345' },
    );
    await page.setViewportSize({ width, height: 900 });
    await openDay(page, date);
    const target = cell(page, '9:00', 1);
    await expect(target).toContainText('NERI');
    await target.dblclick();
    const dialog = appointmentDialog(page);
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('checkbox', { name: 'Non contattare' });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(box).toBeChecked();
    await expectNoSeriousViolations(page, `edit dialog with Non contattare ${width}`);
    await expect(target.getByRole('img', { name: 'Non contattare' })).toHaveCount(1);
    await box.uncheck();
    await expect(box).not.toBeChecked();
    await expect(target.getByRole('img', { name: 'Non contattare' })).toHaveCount(0);
    await box.check();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(target).toHaveAccessibleName(/Non contattare$/);
    await expectNoSeriousViolations(page, `grid with mark ${width}`);
  });
}

for (const width of [1280, 390]) {
  test(`marking a phone withdraws its queued campaign message, shown on the campaign at ${width} px`, async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const shots = process.env.MSG_SHOTS_DIR;
    const [listed, other] =
      width === 1280 ? ['3331110031', '3331110032'] : ['3331110033', '3331110034'];
    await apiOk(api, createCampaign, {
      params: { channel: 'sms' },
      body: {
        name: 'PROMO PRIMAVERA',
        start: false,
        messages: [
          { phone: listed, text: 'Revisione scontata a marzo', description: 'BIANCHI' },
          { phone: other, text: 'Revisione scontata a marzo', description: 'GIALLI' },
        ],
      },
    });
    const date = bookableDate();
    await seedAppointment(
      api,
      { date, time: '9:00', column: 1 },
      { surname: 'BIANCHI', phone: listed, model: 'FIAT PANDA', plate: 'AB123CD' },
    );
    await page.setViewportSize({ width, height: 900 });
    await openDay(page, date);
    const target = cell(page, '9:00', 1);
    await expect(target).toContainText('BIANCHI');
    await target.dblclick();
    const dialog = appointmentDialog(page);
    await dialog.getByRole('checkbox', { name: 'Non contattare' }).check();
    await expect(
      page.getByText('1 messaggio in coda a questo numero non verrà inviato'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/#/user/sms_comunicazioni?campagna=PROMO%20PRIMAVERA');
    const campaign = page.locator('[data-campaign="PROMO PRIMAVERA"]');
    await expect(campaign).toContainText('Non contattare: 1');
    await expect(campaign).toContainText('Errori: 0');
    const rows = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
    const withdrawn = rows.filter({ hasText: listed });
    await expect(withdrawn.getByTestId('message-state')).toHaveText('Non inviato: Non contattare');
    await expect(rows.filter({ hasText: other }).getByTestId('message-state')).toHaveText(
      'In attesa',
    );
    await expectNoSeriousViolations(page, `campaign with a withdrawn message ${width}`);
    if (shots) await page.screenshot({ path: `${shots}/withdrawn-${width}.png`, fullPage: true });
  });
}
