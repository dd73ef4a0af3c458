/**
 * The frame of the browser benches (`assets.ts`, `day-change.ts`, `day-change-profile.ts`):
 * the app as the e2e tests start it (temporary PGlite folder, demo workshop; run
 * `npm run build` first) and a headless Debian Chromium.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { startServer, type E2eServer } from '../e2e/support/server';

/** A desk's window: Italian locale, 1280 × 900 CSS pixels (spread into a context's options). */
export const DESK_WINDOW = {
  locale: 'it-IT',
  viewport: { width: 1280, height: 900 },
} as const;

/**
 * Starts the server and Chromium, runs `bench` with both, then closes the browser and
 * disposes of the server (data folder removed) whatever `bench` did. Meant as a script's
 * entry point: an error (of the start-up or of `bench`) is printed and exits the process
 * with code 1; `bench` sets `process.exitCode` for a missed target.
 */
export function runBrowserBench(
  bench: (server: E2eServer, browser: Browser) => Promise<void>,
): void {
  const run = async () => {
    const server = await startServer();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    try {
      await bench(server, browser);
    } finally {
      await browser.close();
      await server.dispose();
    }
  };
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
