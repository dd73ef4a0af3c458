/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser).
 * Each worker starts its own server on a fresh PGlite folder (e2e/support/fixtures.ts);
 * `npm run test:e2e` builds the web app first. Service workers are blocked except where a
 * file allows them (e2e/pwa.e2e.ts), so no other test pays for the
 * precache download or sees answers served from it; `E2E_SERVICE_WORKERS=allow` lets every
 * test run with the worker.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    headless: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
