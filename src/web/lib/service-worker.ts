/**
 * The page's side of the service worker (issue 11 item 5), loaded lazily after the first
 * paint (`main.tsx`, production builds only; never under vitest/jsdom or `npm run dev`):
 * registers `/sw.js` with workbox-window, and on "Aggiorna" activates the new version
 * (`activateNewVersion`). The worker itself is `src/web/sw/service-worker.ts`.
 */
import { Workbox } from 'workbox-window';

/** Where the built worker is served (`dist/web/sw.js`, `Cache-Control: no-cache`). */
export const SW_URL = '/sw.js';

let wb: Workbox | null = null;

/** Registers the worker for scope `/`; a failure only means no offline shell. */
export function registerServiceWorker(): void {
  if (wb || !('serviceWorker' in navigator)) return;
  wb = new Workbox(SW_URL, { scope: '/' });
  wb.register().catch(() => {
    wb = null;
  });
}

/** Resolves after `ms` with `false` (a bound on waiting for the worker). */
const after = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms));

/**
 * Fetches `/sw.js` again and, when a new version is installed (or already waiting), tells it
 * to skip waiting (`messageSkipWaiting`) and waits until it controls the page. Resolves
 * `true` when the new worker took over or there was none to wait for, `false` when it did
 * not within `timeoutMs` (the caller then unregisters and reloads from the network).
 */
export async function activateNewVersion(timeoutMs = 10_000): Promise<boolean> {
  const reg = await navigator.serviceWorker?.getRegistration('/');
  if (!reg) return true;
  await reg.update().catch(() => undefined);
  const incoming = reg.installing ?? reg.waiting;
  if (!incoming) return true; // same sw.js: the app shell did not change
  const installed = new Promise<boolean>((resolve) => {
    const check = () => {
      if (incoming.state === 'installed' || incoming.state === 'activated') resolve(true);
      if (incoming.state === 'redundant') resolve(false);
    };
    incoming.addEventListener('statechange', check);
    check();
  });
  if (!(await Promise.race([installed, after(timeoutMs)]))) return false;
  if (!reg.waiting) return true;
  const controlling = new Promise<boolean>((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
      once: true,
    }),
  );
  if (wb) wb.messageSkipWaiting();
  else reg.waiting.postMessage({ type: 'SKIP_WAITING' });
  return Promise.race([controlling, after(timeoutMs)]);
}
