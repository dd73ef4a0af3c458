/**
 * The grid's context menu (spec 000 §2 context menu, §4 states and paste actions), a real
 * ARIA menu: right click, long press and the keyboard (Shift+F10, the ContextMenu key,
 * arrows, Enter, Esc) all reach it. Every test has a workshop of its own and starts signed
 * in (support/fixtures.ts); appointments are seeded through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { afterNextFrames, cell, chooseFromMenu, menuEntry, openSeededCell } from './support/app';

/** The day of every test (a weekday, open): each test has a workshop of its own. */
const DAY = '2032-01-13';

/** Seeds `fields` at `time`, `column` of DAY, opens that day and returns the filled cell. */
const seeded = (
  page: Page,
  api: APIRequestContext,
  time: string,
  column: 1 | 2 | 3,
  fields: Parameters<typeof openSeededCell>[3],
) => openSeededCell(page, api, { date: DAY, time, column }, fields);

/**
 * Opens the selected cell's menu from the keyboard (`key`: Shift+F10 or the ContextMenu key)
 * and returns it; focus starts on its first entry, "Nessuno".
 */
async function openMenuByKey(page: Page, key: 'Shift+F10' | 'ContextMenu', name?: string) {
  await page.keyboard.press(key);
  const menu = page.getByRole('menu', name ? { name } : {});
  await expect(menu).toBeVisible();
  await expect(menuEntry(page, 'Nessuno')).toBeFocused();
  return menu;
}

test('Esito regolare, In attesa and Nessuno colour the cell (stato 2, 1, 0)', async ({
  page,
  api,
}) => {
  const slot = await seeded(page, api, '9:00', 1, { surname: 'VERDI', phone: '3401234567' });
  await expect(slot).toHaveAttribute('data-status', '0');

  await chooseFromMenu(page, slot, 'Esito regolare');
  await expect(slot).toHaveAttribute('data-status', '2');
  await chooseFromMenu(page, slot, 'In attesa');
  await expect(slot).toHaveAttribute('data-status', '1');
  // The current state is the checked radio entry.
  await slot.click({ button: 'right' });
  await expect(menuEntry(page, 'In attesa')).toHaveAttribute('aria-checked', 'true');
  await expect(menuEntry(page, 'Esito regolare')).toHaveAttribute('aria-checked', 'false');
  await menuEntry(page, 'Nessuno').click();
  await expect(slot).toHaveAttribute('data-status', '0');
});

test('Copia/Incolla, Taglia/Incolla and Elimina with confirmation', async ({ page, api }) => {
  const source = await seeded(page, api, '9:00', 1, { surname: 'NERI', model: 'HONDA SH 125' });
  const copyTarget = cell(page, '10:00', 2);
  const moveTarget = cell(page, '11:00', 3);

  await chooseFromMenu(page, source, 'Copia');
  await chooseFromMenu(page, copyTarget, 'Incolla');
  await expect(copyTarget).toContainText('NERI');
  await expect(source).toContainText('NERI');

  await chooseFromMenu(page, copyTarget, 'Taglia');
  await chooseFromMenu(page, moveTarget, 'Incolla');
  await expect(moveTarget).toContainText('NERI');
  await expect(copyTarget).not.toContainText('NERI');
  await expect(source).toContainText('NERI');

  await chooseFromMenu(page, moveTarget, 'Elimina');
  const confirm = page.getByRole('dialog').filter({ hasText: "Eliminare l'appuntamento?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(moveTarget).not.toContainText('NERI');
  await expect(source).toContainText('NERI');
});

test('keyboard only: arrows select, Shift+F10 opens, ArrowDown to Esito regolare, Enter', async ({
  page,
  api,
}) => {
  const slot = await seeded(page, api, '8:00', 2, { surname: 'TASTIERA', phone: '3331234567' });

  // The selection starts on 7:30 Appuntamento 1: one row down, one column right.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(slot).toHaveAttribute('aria-selected', 'true');

  const menu = await openMenuByKey(page, 'Shift+F10', 'Azioni 8:00 Appuntamento 2');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menuEntry(page, 'Esito regolare')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(menu).toHaveCount(0);
  await expect(slot).toHaveAttribute('data-status', '2');
  // Focus is back on the cell, so the grid's keys go on working from there.
  await expect(slot).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, '8:30', 2)).toBeFocused();
  await expect(cell(page, '8:30', 2)).toHaveAttribute('aria-selected', 'true');
});

test('a held Enter on a keyboard-opened entry acts on that entry only: no edit dialog', async ({
  page,
  api,
}) => {
  const slot = await seeded(page, api, '7:30', 1, { surname: 'INVIO', phone: '3331234567' });
  // The selection starts on 7:30 Appuntamento 1.
  await expect(slot).toHaveAttribute('aria-selected', 'true');
  const menu = await openMenuByKey(page, 'Shift+F10', 'Azioni 7:30 Appuntamento 1');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Held down: the first keydown chooses, the repeats reach the cell once the menu closes.
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await expect(menu).toHaveCount(0);
  await expect(slot).toHaveAttribute('data-status', '2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('keyboard: the ContextMenu key opens, arrows wrap, Home/End, Esc closes to the cell', async ({
  page,
  api,
}) => {
  const slot = await seeded(page, api, '7:30', 1, { surname: 'MENU', phone: '3331234567' });
  await expect(slot).toHaveAttribute('aria-selected', 'true');

  const menu = await openMenuByKey(page, 'ContextMenu');
  await page.keyboard.press('ArrowUp'); // wraps to the last entry
  await expect(menuEntry(page, 'Copia telefono')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // and back to the first
  await expect(menuEntry(page, 'Nessuno')).toBeFocused();
  await page.keyboard.press('End');
  await expect(menuEntry(page, 'Copia telefono')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menuEntry(page, 'Nessuno')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(slot).toBeFocused();
  await expect(slot).toHaveAttribute('data-status', '0');
});

test('a click outside closes the menu without choosing', async ({ page, api }) => {
  const slot = await seeded(page, api, '9:00', 1, { surname: 'FUORI' });
  await slot.click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('columnheader', { name: 'Ore', exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(slot).toHaveAttribute('data-status', '0');
});

/** Holds a finger on `x, y` until `until` resolves, then lifts it (touch via DevTools). */
async function longPress(page: Page, x: number, y: number, until: () => Promise<void>) {
  await afterNextFrames(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await until();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a long press opens the menu and an entry applies', async ({ page, api }) => {
    const slot = await seeded(page, api, '9:00', 1, { surname: 'DITO' });
    const box = await slot.boundingBox();
    if (!box) throw new Error('cell not visible');
    await longPress(page, box.x + box.width / 2, box.y + box.height / 2, () =>
      expect(page.getByRole('menu')).toBeVisible(),
    );
    await expect(page.getByRole('menu')).toBeVisible();
    await menuEntry(page, 'Esito regolare').tap();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(slot).toHaveAttribute('data-status', '2');
  });
});
