/**
 * `#/app_offline` as a lazy chunk: its table pulls Mantine's scroll area and
 * floating-ui, which the login page does not need. The page must open with no server, so
 * its chunk is fetched ahead of need wherever a backup can exist: on start when this
 * browser holds one (below), and when a desk signs in (`desk-watch.tsx`, which
 * writes it). Once fetched, the module stays in memory and the route renders offline.
 */
import { lazy } from 'react';
import { hasAnyBackup } from '../lib/offline-backup-store';

/** Fetches (once) the offline page's chunk; safe to call many times, errors ignored here. */
export const loadOfflinePage = () => import('../features/offline/components/offline-backup-page');

/** Starts the download without waiting; a failure (no network) is retried by the route. */
export function preloadOfflinePage(): void {
  loadOfflinePage().catch(() => undefined);
}

/** The route's element type. */
export const OfflineBackupRoute = lazy(() =>
  loadOfflinePage().then((m) => ({ default: m.OfflineBackupPage })),
);

// On start (this module comes with the router): a backup here means the page may be needed
// with no server.
if (hasAnyBackup()) preloadOfflinePage();
