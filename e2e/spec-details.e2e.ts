/**
 * Spec details of the staff app and the customers' pages: phones keep only digits (and a
 * leading +) as typed (spec 000 §5); loading screens, once shown, stay at least 500 ms
 * (000 §9, 001 §4); the side menu folds at 1000 px (000 §9, 001 §9).
 * Every test has a workshop of its own and starts signed in (support/fixtures.ts).
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { appointmentDialog, cell, openDay } from './support/app';
import { expectNoSeriousViolations } from './support/axe';

const LOADING_SCREEN_MIN_MS = 500;
/** Timer and paint jitter allowed on a busy machine, ms (a flash would be ~10–100 ms). */
const JITTER_MS = 50;

test('the phone field keeps only digits as typed, and one leading + for a foreign number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDay(page, '2031-04-08');
  const dialog = appointmentDialog(page);
  const phone = dialog.getByLabel('Telefono');
  const save = dialog.getByRole('button', { name: 'SALVA' });

  for (const [width, height, time] of [
    [1280, 900, '9:00'],
    [390, 844, '9:30'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const slot = cell(page, time, 1);
    await slot.click();
    await expect(dialog).toBeVisible();
    await phone.pressSequentially('abc12');
    await expect(phone).toHaveValue('12');
    await phone.fill('');
    // A foreign number: the + survives, letters and separators do not.
    await phone.pressSequentially('+44 20x7946-0958');
    await expect(phone).toHaveValue('+442079460958');
    await expect(dialog.getByText('Numero di telefono non valido')).toBeHidden();
    await expect(dialog.getByText('Cellulare non valido')).toBeVisible();
    await dialog.getByLabel('Nome', { exact: true }).fill(`ESTERO ${width}`);
    await expectNoSeriousViolations(page, `phone typed ${width}`);
    await save.click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(slot).toContainText(`ESTERO ${width}`);
  }
});

/**
 * Records, in the page, how long each loading screen matching `selector` (with some text or
 * an accessible name) stayed on screen: `window.__loaderSpans` in ms.
 */
async function recordLoaderSpans(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const spans: number[] = [];
    (window as unknown as { __loaderSpans: number[] }).__loaderSpans = spans;
    let since: number | null = null;
    const check = () => {
      const el = document.querySelector(sel);
      const on = !!el && !!(el.textContent?.trim() || el.getAttribute('aria-label'));
      const now = performance.now();
      if (on && since === null) since = now;
      if (!on && since !== null) {
        spans.push(now - since);
        since = null;
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, selector);
}

const loaderSpans = (page: Page) =>
  page.evaluate(() => (window as unknown as { __loaderSpans: number[] }).__loaderSpans);

/** Holds the requests matching `url` until `release()` is called. */
async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(url, (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      open = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

test('a staff loading screen stays 500 ms once shown, even when the data comes right after', async ({
  page,
}) => {
  // The screen's loader (PageLoader: a busy box around the indicator), not the grid's own
  // overlay while a day loads, which follows the data at once.
  await recordLoaderSpans(page, '[aria-busy="true"] > [role="status"][aria-label="Caricamento"]');
  const session = await holdRequests(page, /\/api\/session$/);
  await page.goto('/#/user/appuntamenti');
  // The full-screen loader is up (after its delay); the session answers at once after it.
  await expect(page.getByRole('status', { name: 'Caricamento' })).toBeVisible();
  await session.release();
  await expect(cell(page, '9:00', 1)).toBeVisible({ timeout: 20_000 });
  const spans = await loaderSpans(page);
  expect(spans.length).toBeGreaterThan(0);
  for (const span of spans) expect(span).toBeGreaterThanOrEqual(LOADING_SCREEN_MIN_MS - JITTER_MS);
});

test('a customer page’s loading line stays 500 ms once shown', async ({ page }) => {
  await recordLoaderSpans(page, 'p[role="status"][aria-busy="true"]');
  const confirm = await holdRequests(page, /\/api\/public\/confirm\//);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conferma?code=NONESISTE00000000000000000');
  await expect(page.getByRole('status')).toHaveText('Attendere…');
  await confirm.release();
  await expect(page.getByText('Appuntamento non esistente')).toBeVisible();
  const spans = await loaderSpans(page);
  expect(spans.length).toBe(1);
  expect(spans[0]).toBeGreaterThanOrEqual(LOADING_SCREEN_MIN_MS - JITTER_MS);
});

test('the side menu folds into the burger below 1000 px', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await openDay(page, '2031-04-09');
  const burger = page.getByRole('button', { name: 'Menu' });
  const menuEntry = page.getByRole('link', { name: 'Rubrica' });
  await expect(burger).toBeHidden();
  await expect(menuEntry).toBeInViewport();
  await page.setViewportSize({ width: 999, height: 800 });
  await expect(burger).toBeVisible();
  // The folded menu slides off the screen.
  await expect(menuEntry).not.toBeInViewport();
});
