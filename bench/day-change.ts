/**
 * Day-change latency of the appointment grid in real Chromium (`npm run bench`).
 *
 * Starts the server on a temporary data folder (demo workshop), signs in as demo, opens the
 * grid and presses `+` 50 times, then `-` 50 times. For each press it measures, in the
 * page, the time from the keydown (capturing listener, `performance.now()`) to the
 * animation frame in which the date button first shows the new date (MutationObserver on
 * the label, then `requestAnimationFrame`). Prints p50/p95/max in ms against the target
 * p95 ≤ 30 ms. Builds nothing: run `npm run build` first.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const PRESSES = 50;
const TARGET_P95_MS = 30;

declare global {
  interface Window {
    __dayBench?: { samples: number[]; pending: number | null };
  }
}

/**
 * The in-page probe: keydown stamp → label mutation → next frame stamp. Kept as source text
 * because tsx (esbuild) wraps named functions with a `__name` helper the page lacks.
 */
const PROBE = `(() => {
  const state = { samples: [], pending: null };
  window.__dayBench = state;
  const label = () =>
    document.querySelector('[aria-label="Scegli data"]')?.textContent?.trim() ?? '';
  let shown = label();
  document.addEventListener('keydown', (e) => {
    if (e.key === '+' || e.key === '-') state.pending = performance.now();
  }, true);
  // Observe the whole document: the label element may be re-rendered, not just edited.
  new MutationObserver(() => {
    const now = label();
    if (now === shown || state.pending === null) return;
    shown = now;
    const start = state.pending;
    state.pending = null;
    requestAnimationFrame(() => state.samples.push(performance.now() - start));
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

async function installProbe(page: Page) {
  await page.evaluate(PROBE);
}

async function pressAndMeasure(page: Page, key: '+' | '-', count: number): Promise<number[]> {
  const before = await page.evaluate(() => window.__dayBench!.samples.length);
  for (let i = 1; i <= count; i++) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__dayBench!.samples.length >= n, before + i, {
      timeout: 5_000,
    });
  }
  return page.evaluate((from) => window.__dayBench!.samples.slice(from), before);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(name: string, samples: number[]): { p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const max = sorted[sorted.length - 1]!;
  console.log(
    `${name.padEnd(8)} n=${String(samples.length).padStart(3)}  p50 ${p50.toFixed(1).padStart(6)} ms` +
      `  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms`,
  );
  return { p95 };
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await browser.newPage({
      baseURL: server.url,
      locale: 'it-IT',
      viewport: { width: 1280, height: 900 },
    });
    await page.goto('/#/login');
    await page.getByLabel('Nome Utente').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demodemo');
    await page.getByRole('button', { name: 'ACCEDI' }).click();
    await page.getByRole('columnheader', { name: 'Ore', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Scegli data' }).waitFor();
    // Keys go to the page, not to a field.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await installProbe(page);

    const forward = await pressAndMeasure(page, '+', PRESSES);
    const back = await pressAndMeasure(page, '-', PRESSES);
    console.log(`\nDay change (keydown → frame showing the new date), ${PRESSES} presses each:`);
    summary('+', forward);
    summary('-', back);
    const { p95 } = summary('all', [...forward, ...back]);
    const ok = p95 <= TARGET_P95_MS;
    console.log(`target: p95 ≤ ${TARGET_P95_MS} ms → ${ok ? 'MET' : 'NOT MET'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
