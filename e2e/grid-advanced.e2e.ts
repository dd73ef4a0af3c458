/**
 * The complete grid (spec 000 §2 context menu, keyboard shortcuts, closure popup, notes,
 * small screens; §4 states and paste actions): each test owns a day of 2032 that the demo
 * seed never fills.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  addDays,
  appointmentDialog,
  cell,
  createAppointment,
  dateButton,
  expectDay,
  login,
  longItalianDate,
  openDay,
} from './support/app';

/**
 * Right-clicks `target` and chooses `item` from the context menu. The pointer goes to the
 * cell first and the click lands where it is, without Playwright's own scroll-into-view
 * during the click: a scroll event closes an open context menu (mantine-contextmenu).
 */
async function contextMenu(page: Page, target: Locator, item: string) {
  await target.hover();
  const box = await target.boundingBox();
  if (!box) throw new Error('cell not visible');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await page.getByRole('button', { name: item, exact: true }).click();
  // The menu is closed (Incolla is in every cell's menu, never in the dialogs).
  await expect(page.getByRole('button', { name: 'Incolla', exact: true })).toHaveCount(0);
}

test('context menu: Esito regolare colours the cell (stato 2)', async ({ page }) => {
  await login(page);
  await openDay(page, '2032-01-13');
  const slot = cell(page, '9:00', 1);
  await createAppointment(page, slot, { name: 'VERDI', phone: '3401234567' });
  await expect(slot).toHaveAttribute('data-status', '0');

  await contextMenu(page, slot, 'Esito regolare');
  await expect(slot).toHaveAttribute('data-status', '2');
  await contextMenu(page, slot, 'In attesa');
  await expect(slot).toHaveAttribute('data-status', '1');
  await contextMenu(page, slot, 'Nessuno');
  await expect(slot).toHaveAttribute('data-status', '0');
});

test('context menu: Copia/Incolla, Taglia/Incolla and Elimina with confirmation', async ({
  page,
}) => {
  await login(page);
  await openDay(page, '2032-01-14');
  const source = cell(page, '9:00', 1);
  const copyTarget = cell(page, '10:00', 2);
  const moveTarget = cell(page, '11:00', 3);
  await createAppointment(page, source, { name: 'NERI', model: 'HONDA SH 125' });

  await contextMenu(page, source, 'Copia');
  await contextMenu(page, copyTarget, 'Incolla');
  await expect(copyTarget).toContainText('NERI');
  await expect(source).toContainText('NERI');

  await contextMenu(page, copyTarget, 'Taglia');
  await contextMenu(page, moveTarget, 'Incolla');
  await expect(moveTarget).toContainText('NERI');
  await expect(copyTarget).not.toContainText('NERI');
  await expect(source).toContainText('NERI');

  await contextMenu(page, moveTarget, 'Elimina');
  const confirm = page.getByRole('dialog').filter({ hasText: "Eliminare l'appuntamento?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(moveTarget).not.toContainText('NERI');
  await expect(source).toContainText('NERI');
});

test('keyboard: arrows, Enter to edit and save, c and v, + and -', async ({ page }) => {
  const day = '2032-01-15';
  await login(page);
  await openDay(page, day);
  const first = cell(page, '9:00', 1);
  await createAppointment(page, first, { name: 'GIALLI' });
  // A second appointment moves the selection away from the first.
  await createAppointment(page, cell(page, '11:00', 3), { name: 'ROSA' });
  await expect(first).toHaveAttribute('aria-selected', 'false');

  // One click on a filled cell selects it (a second click would edit it).
  await first.click();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const dialog = appointmentDialog(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await expect(cell(page, '9:30', 1)).toHaveAttribute('aria-selected', 'true');
  await expect(first).not.toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  const target = cell(page, '9:30', 2);
  await expect(target).toHaveAttribute('aria-selected', 'true');

  // Enter opens the dialog on the selected (empty) cell; Enter in the form saves.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('AZZURRI');
  await dialog.getByLabel('Nome', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(target).toContainText('AZZURRI');
  await expect(target).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('c');
  await expect(target).toHaveAttribute('data-status', '1');
  await page.keyboard.press('v');
  await expect(target).toHaveAttribute('data-status', '2');

  await page.keyboard.press('+');
  await expectDay(page, addDays(day, 1));
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expectDay(page, addDays(day, -1));
  await page.keyboard.press('+');
  await expectDay(page, day);
  await expect(target).toContainText('AZZURRI');
});

test('Chiusura closes the day and APRI GIORNATA opens it again', async ({ page }) => {
  await login(page);
  await openDay(page, '2032-01-16');

  await page.getByRole('button', { name: 'Chiusura' }).click();
  await page.getByRole('button', { name: 'QUESTO GIORNO SAREMMO CHIUSI' }).click();
  await expect(page.getByRole('img', { name: 'Giornata chiusa' })).toBeVisible();
  await expect(page.getByText('Giornata chiusa', { exact: true })).toBeVisible();
  await expect(cell(page, '9:00', 1)).toBeHidden();

  // Still closed after a reload (stored on the server).
  await page.reload();
  await expect(page.getByRole('img', { name: 'Giornata chiusa' })).toBeVisible();

  await page.getByRole('button', { name: 'Chiusura' }).click();
  await page.getByRole('button', { name: 'APRI GIORNATA' }).click();
  await expect(cell(page, '9:00', 1)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Giornata chiusa' })).toBeHidden();
});

test('NOTE DEL GIORNO: MODIFICA, SALVA, then Note precedenti lists it', async ({ page }) => {
  const day = '2032-01-19';
  const text = 'Chiamare il fornitore dei freni';
  await login(page);
  await openDay(page, day);

  const block = page.getByRole('region', { name: 'NOTE DEL GIORNO' });
  await expect(block).toContainText('Nessuna nota');
  await block.getByRole('button', { name: 'MODIFICA' }).click();
  const editor = page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
  await expect(editor).toBeVisible();
  await editor.getByRole('textbox').fill(text);
  await editor.getByRole('button', { name: 'SALVA' }).click();
  await expect(editor).toBeHidden();
  await expect(block).toContainText(text);

  await page.getByRole('button', { name: 'Giorno successivo' }).click();
  await expectDay(page, addDays(day, 1));
  await expect(block).not.toContainText(text);
  await block.getByRole('button', { name: 'Note precedenti' }).click();
  // The history lists the note under its day.
  await expect(page.getByRole('button', { name: /19 gennaio 2032/i })).toContainText(text);
});

/** A signed-in page in a context of its own (separate cookies, like another PC). */
async function otherDesk(browser: Browser, baseURL: string, day: string) {
  const context = await browser.newContext({ baseURL, locale: 'it-IT' });
  const page = await context.newPage();
  await login(page);
  await openDay(page, day);
  return { context, page };
}

test('two desks on the same day: B sees what A saves within 2 s, without reload', async ({
  browser,
  server,
}) => {
  const day = '2032-01-21';
  const a = await otherDesk(browser, server.url, day);
  const b = await otherDesk(browser, server.url, day);
  try {
    const slotInB = cell(b.page, '9:00', 1);
    await expect(slotInB).not.toContainText('ARANCIO');
    await createAppointment(a.page, cell(a.page, '9:00', 1), { name: 'ARANCIO' });
    await expect(slotInB).toContainText('ARANCIO', { timeout: 2_000 });
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

/**
 * A finger swipe of `dx` px (negative = to the left) across the page at the height of
 * `over`, as real touch input (touch and pointer events) through the DevTools protocol.
 */
async function swipe(page: Page, over: Locator, dx: number) {
  const box = await over.boundingBox();
  const width = page.viewportSize()?.width ?? 390;
  if (!box) throw new Error('swipe target not visible');
  const y = box.y + box.height / 2;
  const x0 = dx < 0 ? width - 40 : 40;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', x0);
  for (let i = 1; i <= 10; i++) await touch('touchMove', x0 + (dx * i) / 10);
  await touch('touchEnd', x0 + dx);
  await cdp.detach();
}

test('at 390 px a swipe left shows the next day, a swipe right the previous', async ({
  browser,
  server,
}) => {
  const day = '2032-01-22';
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'it-IT',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await login(page);
    await openDay(page, day);

    // More than the 130 px threshold (spec 000 §9).
    await swipe(page, cell(page, '9:00', 1), -200);
    await expect(dateButton(page)).toHaveText(new RegExp(longItalianDate(addDays(day, 1)), 'i'));
    await swipe(page, cell(page, '9:00', 1), 200);
    await expectDay(page, day);
  } finally {
    await context.close();
  }
});

test('nothing typed is lost: Esc keeps a draft that reopening the cell restores', async ({
  page,
}) => {
  await login(page);
  await openDay(page, '2032-02-17');
  const slot = cell(page, '10:00', 2);
  await slot.click();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('bozza');
  await dialog.getByLabel('Telefono').fill('3331112222');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(slot).not.toContainText('BOZZA');

  await slot.click();
  await expect(dialog.getByText('Bozza ripristinata')).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('BOZZA');
  await expect(dialog.getByLabel('Telefono')).toHaveValue('3331112222');
  // Dropping it is a deliberate act.
  await dialog.getByRole('button', { name: 'Scarta bozza' }).click();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('');
});
