/**
 * Foundation of the appointment grid (spec 000 §2 grid and edit dialog, §5 validation):
 * create, edit, day navigation, persistence across reload and server restart, phone rule.
 * Every test has a workshop of its own and starts signed in (support/fixtures.ts).
 */
import { test, expect } from './support/fixtures';
import { appointmentDialog, cell, expectDay, openDay } from './support/app';

test('create and edit an appointment; it survives day changes, reload and restart', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const day = '2031-03-04'; // a Tuesday
  await openDay(page, day);

  const slot = cell(page, '9:00', 1);
  await expect(slot).toBeEmpty();
  await slot.click();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();

  // Spec 000 §5: only digits are kept while typing.
  const phone = dialog.getByLabel('Telefono');
  await phone.pressSequentially('333 123 4567');
  await expect(phone).toHaveValue('3331234567');
  await dialog.getByLabel('Nome', { exact: true }).pressSequentially('rossi mario');
  await dialog.getByLabel('Modello').pressSequentially('piaggio beverly 300');
  await dialog.getByLabel('Targa').pressSequentially('ab12345');
  // A motorcycle word in the model gives Tipo veicolo Moto (spec 000 §5).
  await expect(dialog.getByLabel('Tipo veicolo', { exact: true })).toHaveValue('Moto');

  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByText('Salvato', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // Name, model and plate are shown uppercased (spec 000 §5).
  await expect(slot).toContainText('ROSSI MARIO');
  await expect(slot).toContainText('PIAGGIO BEVERLY 300');
  await expect(slot).toContainText('AB12345');

  // Reopen: the saved values are there; change the model.
  await slot.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Telefono')).toHaveValue('3331234567');
  await expect(dialog.getByLabel('Modello')).toHaveValue('PIAGGIO BEVERLY 300');
  await expect(dialog.getByLabel('Tipo veicolo', { exact: true })).toHaveValue('Moto');
  await dialog.getByLabel('Modello').fill('honda sh 125');
  await dialog.getByRole('button', { name: 'SALVA' }).click();
  await expect(dialog).toBeHidden();
  await expect(slot).toContainText('HONDA SH 125');
  await expect(slot).toContainText('ROSSI MARIO');

  // Next day is empty at 9:00; back again shows the appointment.
  await page.getByRole('button', { name: 'Giorno successivo' }).click();
  await expectDay(page, '2031-03-05');
  await expect(cell(page, '9:00', 1)).not.toContainText('ROSSI MARIO');
  await page.getByRole('button', { name: 'Giorno precedente' }).click();
  await expectDay(page, day);
  await expect(slot).toContainText('ROSSI MARIO');
  // The URL follows the shown day one frame later (`?data=`, spec 000 §2): a reload keeps it.
  await expect(page).toHaveURL(new RegExp(`[?&]data=${day}(&|$)`));

  await page.reload();
  await expectDay(page, day);
  await expect(slot).toContainText('HONDA SH 125');

  // Same data folder after a restart; the session cookie is still valid.
  await server.restart();
  await page.reload();
  await expectDay(page, day);
  await expect(slot).toContainText('ROSSI MARIO');
  await expect(slot).toContainText('HONDA SH 125');
  await expect(slot).toContainText('AB12345');
});

test('a number too short is refused; a landline is saved with the "Cellulare non valido" warning', async ({
  page,
}) => {
  await openDay(page, '2031-03-11');

  const slot = cell(page, '10:00', 2);
  await slot.click();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'SALVA' });
  // Spec 000 §5: SALVA is disabled while Nome is empty.
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Nome', { exact: true }).fill('BIANCHI');
  await expect(save).toBeEnabled();

  await dialog.getByLabel('Telefono').fill('33312');
  await expect(dialog.getByText('Numero di telefono non valido')).toBeVisible();
  await expect(save).toBeDisabled();

  // A valid mobile number clears the error.
  await dialog.getByLabel('Telefono').fill('+39 333 123 4567');
  await expect(dialog.getByLabel('Telefono')).toHaveValue('3331234567');
  await expect(dialog.getByText('Numero di telefono non valido')).toBeHidden();
  await expect(dialog.getByText('Cellulare non valido')).toBeHidden();
  await expect(save).toBeEnabled();

  // Closing without saving writes nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(slot).not.toContainText('BIANCHI');

  // A landline is a customer's phone too (spec 000 §5): a warning, and SALVA saves it.
  const other = cell(page, '11:00', 2);
  await other.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('FISSO');
  await dialog.getByLabel('Telefono').fill('06 1234 5678');
  await expect(dialog.getByText('Cellulare non valido')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(other).toContainText('FISSO');
});

test('phones by the numbering plan: a number no plan has is refused, a real fixed line is kept with the warning', async ({
  page,
}) => {
  await openDay(page, '2031-03-12');
  const dialog = appointmentDialog(page);
  const save = dialog.getByRole('button', { name: 'SALVA' });
  const phone = dialog.getByLabel('Telefono');

  const slot = cell(page, '9:00', 1);
  await slot.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('VERDI');
  // Eight digits passed the old length rule; no Italian number looks like this.
  await phone.fill('12345678');
  await expect(dialog.getByText('Numero di telefono non valido')).toBeVisible();
  await expect(save).toBeDisabled();
  await phone.fill('0000000');
  await expect(dialog.getByText('Numero di telefono non valido')).toBeVisible();
  await expect(save).toBeDisabled();
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/phone-invalid-1280.png` });

  // A real fixed line of Forlì: kept, with "Cellulare non valido" (no SMS, no WhatsApp).
  await phone.fill('0543 123456');
  await expect(phone).toHaveValue('0543123456');
  await expect(dialog.getByText('Numero di telefono non valido')).toBeHidden();
  await expect(dialog.getByText('Cellulare non valido')).toBeVisible();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(slot).toContainText('0543123456');

  // At phone width, a Milan fixed line is kept the same way.
  await page.setViewportSize({ width: 390, height: 844 });
  const other = cell(page, '9:30', 1);
  await other.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('SMITH');
  await phone.fill('12345678');
  await expect(dialog.getByText('Numero di telefono non valido')).toBeVisible();
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/phone-invalid-390.png` });
  await phone.fill('02 1234 5678');
  await expect(dialog.getByText('Cellulare non valido')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(other).toContainText('SMITH');
});
