/**
 * Public booking page benchmark (docs/BOOKING.md "Figures"), `npm run bench:booking` after `npx vite build`:
 *
 * 1. Bytes: gzip (level 9) of booking.html and every JS and CSS file it loads (entry,
 *    modulepreloads, stylesheets). Exits with code 1 over the 80 KB budget.
 * 2. LCP in Debian's Chromium with mobile emulation (390×844, DPR 3, touch), CPU throttled
 *    4× and network throttled like Lighthouse's mobile profile (150 ms RTT, 1.6 Mbit/s down,
 *    750 kbit/s up) through CDP — Lighthouse itself cannot be installed here (our npm mirror
 *    lacks it). Baseline in the same run: a static HTML page with the same content (the
 *    rendered day view saved as HTML, same CSS, no script). Prints both medians and the ratio
 *    (goal ≤ 1.2).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { ROOT, startServer } from '../e2e/support/server';

const DIST = path.join(ROOT, 'dist/web');
const BUDGET = 80 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function bundleBytes() {
  const html = fs.readFileSync(path.join(DIST, 'booking.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const rows = [
    { file: 'booking.html', raw: html.length, gz: zlib.gzipSync(html, { level: 9 }).length },
  ];
  for (const f of files) {
    const buf = fs.readFileSync(path.join(DIST, f));
    rows.push({ file: f, raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length });
  }
  return rows;
}

async function lcpOnce(browser: Browser, url: string, ready: string): Promise<number> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = Math.max(w.__lcp, e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByText(ready).first().waitFor();
  await page.waitForTimeout(500); // let the last paint be reported (not a test: a measurement)
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await ctx.close();
  return lcp;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const rows = bundleBytes();
  const total = rows.reduce((s, r) => s + r.gz, 0);
  console.log('Booking page bytes (gzip -9):');
  for (const r of rows)
    console.log(
      `  ${r.file.padEnd(40)} ${String(r.raw).padStart(8)} B raw  ${String(r.gz).padStart(7)} B gzip`,
    );
  console.log(`  TOTAL ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024} KB)`);

  const server = await startServer({ env: { DEMO_SEED: '1' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const staticFile = path.join(DIST, 'bench-booking-static.html');
  try {
    // The static twin: the rendered day view, same stylesheet, no scripts.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/prenota?code=demo`);
    await page.getByText('Orari disponibili').waitFor();
    const snapshot = (await page.content())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    await page.close();
    fs.writeFileSync(staticFile, snapshot);

    const app: number[] = [];
    const stat: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await lcpOnce(browser, `${server.url}/prenota?code=demo`, 'Orari disponibili'));
      stat.push(
        await lcpOnce(browser, `${server.url}/bench-booking-static.html`, 'Orari disponibili'),
      );
    }
    const a = median(app);
    const s = median(stat);
    console.log(`LCP (mobile, 4× CPU, 150 ms RTT, 1.6 Mbit/s; median of ${RUNS}):`);
    console.log(
      `  booking page   ${a.toFixed(0)} ms   [${app.map((x) => x.toFixed(0)).join(', ')}]`,
    );
    console.log(
      `  static HTML    ${s.toFixed(0)} ms   [${stat.map((x) => x.toFixed(0)).join(', ')}]`,
    );
    console.log(`  ratio          ${(a / s).toFixed(2)} (goal ≤ 1.2)`);
    console.log(
      'Lighthouse is not installed (the npm mirror lacks it): LCP measured with CDP throttling instead.',
    );
  } finally {
    fs.rmSync(staticFile, { force: true });
    await browser.close();
    await server.dispose();
  }
  if (total > BUDGET) {
    console.error(
      `FAIL: the booking page is ${(total / 1024).toFixed(1)} KB gzip, over the ${BUDGET / 1024} KB budget`,
    );
    process.exit(1);
  }
}

void main();
