/**
 * The service worker's cache of API answers kept for offline reading (docs/RESILIENCE.md "Installable app, grid readable offline"): the
 * session and the grid days viewed while online (`API_CACHE`, see `src/web/sw`). Personal
 * data, so it follows the offline backup's rule (`offline-backup-store.ts`): log-out forgets
 * it unless the user chose "Ricorda accesso"; the session answer is forgotten at every
 * log-out (a signed-out desk must not open offline as signed in); a different user signing
 * in on this browser first forgets the previous user's days.
 */
import { API_CACHE, SESSION_PATH } from '@web/sw/cache-names';
import { isRemembered } from './offline-backup-store';

/** localStorage key: the user whose days are in the cache (lower case). */
export const CACHE_OWNER_KEY = 'reviapp:offline-cache-owner';

const hasCaches = () => typeof caches !== 'undefined';

/** Deletes the whole API cache (no-op without Cache Storage). */
export async function clearApiCache(): Promise<void> {
  if (hasCaches()) await caches.delete(API_CACHE).catch(() => false);
}

/** Deletes the cached session answer only. */
async function forgetSession(): Promise<void> {
  if (!hasCaches() || !(await caches.has(API_CACHE))) return;
  const cache = await caches.open(API_CACHE);
  await cache.delete(SESSION_PATH, { ignoreSearch: true, ignoreVary: true });
}

/** At log-out of `user`: the session answer always goes, the days unless remembered. */
export async function clearApiCacheAtLogout(user: string | undefined): Promise<void> {
  try {
    if (user && isRemembered(user)) await forgetSession();
    else {
      await clearApiCache();
      localStorage.removeItem(CACHE_OWNER_KEY);
    }
  } catch {
    // no Cache Storage / storage blocked: nothing kept either
  }
}

/**
 * Called by the signed-in desk: when the cache holds another user's days, forget them
 * (the current session answer stays), then record `user` as the owner.
 */
export async function claimApiCache(user: string): Promise<void> {
  try {
    const owner = user.trim().toLowerCase();
    const previous = localStorage.getItem(CACHE_OWNER_KEY);
    if (previous === owner) return;
    localStorage.setItem(CACHE_OWNER_KEY, owner);
    if (previous === null || !hasCaches() || !(await caches.has(API_CACHE))) return;
    const cache = await caches.open(API_CACHE);
    for (const req of await cache.keys()) {
      if (new URL(req.url).pathname !== SESSION_PATH) await cache.delete(req);
    }
  } catch {
    // storage blocked: nothing to claim
  }
}
