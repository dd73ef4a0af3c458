/**
 * When the staff app's service worker is registered (README "Performance", first visit):
 * after sign-in, once the desk's first screen has loaded its data and the page is idle —
 * never on the login page, so a first visit downloads the precache (the grid and the
 * offline backup, `vite.config.ts`) only after the person is in, and never while the grid
 * is still loading. Production builds only (never under vitest/jsdom or `npm run dev`).
 */

/** Where the built worker is served (`dist/web/sw.js`, `Cache-Control: no-cache`). */
export const SW_URL = '/sw.js';

/** Longest wait for an idle moment once the data has loaded, ms. */
export const IDLE_TIMEOUT_MS = 5_000;

let registered = false;

/**
 * Registers `/sw.js` (scope `/`) at the next idle moment; at most once per page. Errors are
 * ignored: the app works without its worker, only offline reading is lost.
 */
export function registerWorkerWhenIdle(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const run = () =>
    void navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => undefined);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
