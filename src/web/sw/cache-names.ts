/**
 * Names shared by the service worker (`service-worker.ts`) and the page (`@web/lib/offline-cache`):
 * the Cache Storage cache holding the API answers kept for offline reading, and which
 * requests go there (docs/RESILIENCE.md "Installable app, grid readable offline").
 */

/** Cache of the offline-readable API answers (GET /api/session, GET /api/appointments?date=). */
export const API_CACHE = 'reviapp-api-v1';

/** Cache of hashed build files that are not precached (cached on first use). */
export const ASSETS_CACHE = 'reviapp-assets-v1';

/** Path of the session answer (the signed-in frame needs it to render offline). */
export const SESSION_PATH = '/api/session';
/** Path of a grid day (`?date=YYYY-MM-DD`, contract `getDay`). */
export const DAY_PATH = '/api/appointments';

/**
 * True for the GET requests whose answers are kept for offline reading: the session and one
 * grid day. Nothing else under /api is cached (personal data stays on the server).
 */
export function isOfflineReadable(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  if (url.pathname === SESSION_PATH) return url.search === '';
  return url.pathname === DAY_PATH && /^\?date=\d{4}-\d{2}-\d{2}$/.test(url.search);
}
