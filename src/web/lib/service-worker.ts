/**
 * The page's side of the service worker. `register-worker.ts` registers `/sw.js` with the
 * plain API after sign-in, once the desk's screen is idle (production builds only). This
 * module, with workbox-window, is fetched only when the desk presses "Aggiorna"
 * (`activateNewVersion`). The worker itself is `src/web/sw/service-worker.ts`.
 */
import { Workbox } from 'workbox-window';
import { SW_URL } from './register-worker';

/** Resolves after `ms` with `false` (a bound on waiting for the worker). */
const after = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms));

/**
 * Fetches `/sw.js` again and, when a new version is installed (or already waiting), tells it
 * to skip waiting (workbox-window's `messageSkipWaiting`; the worker then claims the page)
 * and waits until it controls the page. Resolves `true` when the new worker took over or
 * there was none to wait for, `false` when it did not within `timeoutMs` (the caller then
 * unregisters and reloads from the network).
 */
export async function activateNewVersion(timeoutMs = 10_000): Promise<boolean> {
  if (!(await navigator.serviceWorker?.getRegistration('/'))) return true;
  const wb = new Workbox(SW_URL, { scope: '/' });
  const reg = await wb.register({ immediate: true });
  if (!reg) return true;
  await wb.update().catch(() => undefined);
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
  wb.messageSkipWaiting();
  return Promise.race([controlling, after(timeoutMs)]);
}
