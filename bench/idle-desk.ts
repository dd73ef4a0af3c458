/**
 * Requests per minute of an idle desk (docs/RESILIENCE.md "Idle desk"), in real Chromium
 * (`npm run bench:idle -- [--minutes 5] [--baseline-dir <old dist/web>]`).
 *
 * Starts the server on a temporary PGlite folder (demo workshop), signs in as demo, opens
 * the grid on today, waits 15 s for the opening requests to settle, then counts every HTTP
 * request the page sends during `--minutes` (default 5; decimals allowed, e.g. 0.5). The
 * long-lived event stream counts once per (re)connection. Prints the rate per minute and
 * the requests by path.
 *
 * Baseline: with `--baseline-dir`, the same measurement runs in the same process on a
 * second page whose web app files (everything outside /api/) are served from that folder,
 * e.g. a build of the previous main (`git worktree add /tmp/old main && cd /tmp/old &&
 * npx vite build --outDir /tmp/old-web`), against the same server. Without it the old
 * figure is printed as computed from its timers (session every 2 s, SMS credit every 5 min).
 * Builds nothing: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { login } from '@shared/contracts/auth';
import { apiCall } from '../e2e/support/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const SETTLE_MS = 15_000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const minutes = Number(arg('minutes') ?? 5);
const baselineDir = arg('baseline-dir');
if (!(minutes > 0)) throw new Error('--minutes must be a positive number');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Opens a signed-in desk, lets it settle, counts its requests for `minutes`. */
async function measure(browser: Browser, baseURL: string, webDir?: string) {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  if (webDir) {
    await context.route(
      // The API's prefix (every endpoint, docs/ARCHITECTURE.md "Life of a request"), not one
      // endpoint's URL: everything else is the built web app.
      // eslint-disable-next-line no-restricted-syntax
      (url) => !url.pathname.startsWith('/api/'),
      async (route) => {
        const url = new URL(route.request().url());
        const rel = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
        const file = path.join(webDir, rel);
        if (!file.startsWith(webDir) || !fs.existsSync(file)) return route.continue();
        await route.fulfill({
          body: fs.readFileSync(file),
          contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
      },
    );
  }
  const signIn = await apiCall(context.request, login, {
    body: { username: 'demo', password: 'demodemo' },
  });
  if (!signIn.ok) throw new Error(`login failed: ${signIn.status}`);
  const page = await context.newPage();
  const seen: string[] = [];
  let counting = false;
  page.on('request', (req) => {
    if (counting) seen.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  await page.goto('/#/user/appuntamenti');
  await page.getByRole('button', { name: 'Scegli data' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS); // a measurement window, not a test wait
  counting = true;
  await page.waitForTimeout(minutes * 60_000);
  counting = false;
  await context.close();
  const byPath = new Map<string, number>();
  for (const s of seen) byPath.set(s, (byPath.get(s) ?? 0) + 1);
  return { total: seen.length, perMinute: seen.length / minutes, byPath };
}

function print(label: string, r: Awaited<ReturnType<typeof measure>>) {
  console.log(`${label}: ${r.total} requests in ${minutes} min = ${r.perMinute.toFixed(2)}/min`);
  for (const [p, n] of [...r.byPath].sort((a, b) => b[1] - a[1])) console.log(`    ${n}\t${p}`);
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`Idle desk, Chromium, ${minutes} min after ${SETTLE_MS / 1000} s of settling`);
  const now = await measure(browser, server.url);
  print('This build', now);
  if (baselineDir) {
    const old = await measure(browser, server.url, path.resolve(baselineDir));
    print(`Baseline (${baselineDir})`, old);
  } else {
    const computed = 60 / 2 + 1 / 5;
    console.log(
      `Baseline (computed from the old timers: session every 2 s, SMS credit every 5 min): ${computed.toFixed(2)}/min`,
    );
  }
  const target = 1;
  console.log(`Target ≤ ${target}/min: ${now.perMinute <= target ? 'met' : 'NOT met'}`);
  process.exitCode = now.perMinute <= target ? 0 : 1;
} finally {
  await browser.close();
  await server.dispose();
}
