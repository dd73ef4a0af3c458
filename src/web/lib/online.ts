/**
 * Whether the browser says it is online (`navigator.onLine`, the `online`/`offline` events;
 * docs/RESILIENCE.md "Installable app, grid readable offline"). Offline (network cable out, Wi-Fi off, `context.setOffline(true)`) the
 * desk keeps the grid readable from the service worker's cache and refuses writes; a server
 * that cannot be reached while the network is up is the connection-lost page's business
 * (`desk-watch.tsx`).
 */
import { useSyncExternalStore } from 'react';

/** True when the browser reports no network at all. */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** `true` while the browser is online; re-renders on every change. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isBrowserOffline(),
    () => true,
  );
}
