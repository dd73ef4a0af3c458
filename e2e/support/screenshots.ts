/**
 * Takes the README screenshots of the grid (run by hand after UI changes, then commit):
 *
 *   npm run build && npx tsx e2e/support/screenshots.ts
 *
 * Writes docs/screenshots/grid.png (1280 px wide) and docs/screenshots/grid-phone.png
 * (390 px wide), signed in as demo on a seeded working day (today, or the Friday before
 * when today is a weekend day, which the demo fills less).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { ROOT, startServer } from './server';

const OUT = path.join(ROOT, 'docs/screenshots');

/** Today in Europe/Rome, moved back to Friday on Saturday and Sunday (`yyyy-mm-dd`). */
function workingDay(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  const back = d.getUTCDay() === 6 ? 1 : d.getUTCDay() === 0 ? 2 : 0;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

async function shoot(
  browser: Browser,
  baseURL: string,
  file: string,
  viewport: { width: number; height: number },
  mobile: boolean,
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    deviceScaleFactor: 1,
    hasTouch: mobile,
    isMobile: mobile,
  });
  const page = await context.newPage();
  await page.goto('/#/login');
  await page.getByLabel('Nome Utente').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demodemo');
  await page.getByRole('button', { name: 'ACCEDI' }).click();
  await page.getByRole('columnheader', { name: 'Ore', exact: true }).waitFor();
  await page.goto(`/#/user/appuntamenti?data=${workingDay()}`);
  await page.getByRole('gridcell', { name: '9:00 Appuntamento 1', exact: true }).waitFor();
  // Let toasts, the date banner and the loading indicator go away. Justified fixed wait: a
  // docs screenshot script, not a test; the toasts close on their own timer.
  await page.waitForTimeout(4_500);
  await page.screenshot({ path: path.join(OUT, file) });
  await context.close();
  console.log(`wrote docs/screenshots/${file}`);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    await shoot(browser, server.url, 'grid.png', { width: 1280, height: 900 }, false);
    await shoot(browser, server.url, 'grid-phone.png', { width: 390, height: 844 }, true);
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
