/// <reference lib="webworker" />
/**
 * The staff app's service worker (docs/RESILIENCE.md "Installable app, grid readable offline"), built by `scripts/vite-service-worker.ts`
 * into `dist/web/sw.js` with the precache list of the build injected as
 * `__REVIAPP_PRECACHE__`:
 * - what a desk needs offline (index.html, the signed-in frame, the grid, toasts, the
 *   offline backup page, manifest and icon) is precached, so the grid loads with no
 *   network; the public booking pages are not;
 * - `GET /api/session` and `GET /api/appointments?date=` (one grid day) go network first
 *   and fall back to the last answer kept in `API_CACHE` only when the network fails (no
 *   timeout: a desk that is online never sees an old day); at most 120 answers, 14 days;
 * - hashed `/assets/` files left out of the precache (the other screens, the grid's popups,
 *   large optional scripts such as the PDF tools) are cached on first use (cache first, at
 *   most 200);
 * - every other request (all writes, the rest of /api, the event stream) is not handled here;
 * - `{type: 'SKIP_WAITING'}` (workbox-window's `messageSkipWaiting`, the "Aggiorna" button)
 *   activates a new version at once; `clients.claim()` makes the first install control the
 *   open page without a reload.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_CACHE, ASSETS_CACHE, isOfflineReadable } from './cache-names';

declare const self: ServiceWorkerGlobalScope;
/** Injected at build time: hashed assets (revision null) and other files with a content hash. */
declare const __REVIAPP_PRECACHE__: PrecacheEntry[];

precacheAndRoute(__REVIAPP_PRECACHE__);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isOfflineReadable(url, request.method),
  new NetworkFirst({
    cacheName: API_CACHE,
    // The API may vary on headers the offline reload does not repeat (the tab's origin).
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

// Hashed build files left out of the precache (other screens, popups, large optional
// scripts): kept on first use.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
