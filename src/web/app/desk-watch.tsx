/**
 * The desk's one live channel (spec 000 §4 application state and background jobs;
 * docs/RESILIENCE.md "One live channel per desk"). Instead of timers, the desk listens to the event stream it already keeps open:
 * - `account` (the super-admin edited the account) and every reconnect → re-read the
 *   session, whose answer sends a blocked account to login or #/app_scaduta (guards);
 * - `server` → `close` sends the desk to #/server_off; a version other than the first one
 *   heard offers "Aggiorna" (activates the new service worker, clears caches, reloads);
 * - the stream dropping, a call getting no answer, or a 503 → GET /api/health; when the
 *   server or its database is away → #/user_collegamento_assente?utente= (it comes back
 *   to the same route; drafts stay in sessionStorage). Not while the browser itself says it
 *   is offline (`navigator.onLine === false`): then the grid stays, read-only, on the service
 *   worker's cached days with its offline banner, and writes are refused.
 * The session is still re-read every SESSION_FALLBACK_MS (`@web/data/session`) in case an
 * event was missed. It also runs the offline backup job (every 10 min) and registers the
 * service worker once the first screen is idle.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/contracts/auth';
import { CONNECTION_EVENT } from '@web/lib/api-client';
import { claimApiCache, clearApiCache } from '@web/lib/offline-cache';
import { isBrowserOffline } from '@web/lib/online';
import { registerWorkerWhenIdle } from '@web/lib/register-worker';
import { sessionKeys } from '@web/data/keys';
import { useLiveEvents } from '@web/lib/live-events';
import { paths } from '@web/config/paths';
import { probeServer, RESUME_KEY, STATUS_TEXTS } from '@web/features/status';
import { useOfflineBackup } from '@web/features/offline';
import { preloadOfflinePage } from './offline-page';

/** The first server version this page heard (the version its code belongs to). */
let bootVersion: string | null = null;

/** Deletes every Cache Storage cache and unregisters every service worker. */
async function dropAllCaches(): Promise<void> {
  if (typeof caches !== 'undefined')
    await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
  const regs = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(regs.map((r) => r.unregister()));
}

/**
 * "Aggiorna" (spec 000 §4): the new service worker (new precache of the new build) is
 * installed and activated at once (skipWaiting via workbox-window, it claims the page), the
 * cached API answers are dropped, then the page reloads on the new version. If the worker
 * does not take over within 10 s, every cache and worker is dropped and the reload goes to
 * the network.
 */
export async function updateAndReload(): Promise<void> {
  try {
    const sw = await import('@web/lib/service-worker');
    if (await sw.activateNewVersion()) await clearApiCache();
    else await dropAllCaches();
  } catch {
    await dropAllCaches().catch(() => undefined);
  }
  window.location.reload();
}

/**
 * Registers the service worker (`registerWorkerWhenIdle`) the first time no query of `qc` is
 * fetching: at once when none is, else from the query cache's events until then. Returns the
 * unsubscribe. Listens only until then, and re-renders nothing: a `useIsFetching()` here
 * re-rendered the desk's watch at every fetch of the session — each grid day change's
 * prefetches included (README "Performance", day change).
 */
export function registerWorkerWhenSettled(qc: QueryClient): () => void {
  if (qc.isFetching() === 0) {
    registerWorkerWhenIdle();
    return () => undefined;
  }
  const cache = qc.getQueryCache();
  const unsubscribe = cache.subscribe(() => {
    if (qc.isFetching() !== 0) return;
    unsubscribe();
    registerWorkerWhenIdle();
  });
  return unsubscribe;
}

export function DeskWatch({ session }: { session: Session }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const qc = useQueryClient();
  const where = useRef(pathname + search);
  useLayoutEffect(() => {
    where.current = pathname + search;
  });
  const probing = useRef(false);
  const [newVersion, setNewVersion] = useState(false);
  const user = session.workshop?.username ?? '';
  const exempt = session.role === 'admin';

  useOfflineBackup(session.role === 'workshop' ? user : undefined, session.app.timetable);

  // #/app_offline must open with no server: fetch its chunk while the server is here.
  useEffect(preloadOfflinePage, []);

  // The offline app shell is installed once the first screen has its data and the page is
  // idle, never during sign-in or the grid's first load (lib/register-worker.ts).
  useEffect(() => registerWorkerWhenSettled(qc), [qc]);

  const rereadSession = useCallback(
    () => void qc.invalidateQueries({ queryKey: sessionKeys.session(), exact: true }),
    [qc],
  );

  // The service worker's cached days belong to this user from now on.
  useEffect(() => {
    if (user) void claimApiCache(user);
  }, [user]);

  const connectionLost = useCallback(async () => {
    // No network at all: the offline read-only grid, not the connection-lost page.
    if (probing.current || isBrowserOffline()) return;
    probing.current = true;
    const found = await probeServer().finally(() => {
      probing.current = false;
    });
    if (found === 'up' || !where.current.startsWith('/user')) return;
    try {
      sessionStorage.setItem(RESUME_KEY, where.current);
    } catch {
      // the route is also in the history state
    }
    void navigate(`${paths.collegamentoAssente}?utente=${encodeURIComponent(user)}`, {
      state: { from: where.current },
    });
  }, [navigate, user]);

  useEffect(() => {
    const on = () => void connectionLost();
    window.addEventListener(CONNECTION_EVENT, on);
    return () => window.removeEventListener(CONNECTION_EVENT, on);
  }, [connectionLost]);

  useLiveEvents({
    onEvent: (e) => {
      if (e.type === 'account') rereadSession();
      if (e.type !== 'server') return;
      if (e.state === 'close' && !exempt) void navigate(paths.serverOff, { replace: true });
      if (bootVersion === null) bootVersion = e.version;
      else if (e.version !== bootVersion) setNewVersion(true);
    },
    onReconnect: rereadSession,
    onDrop: () => void connectionLost(),
  });

  if (!newVersion) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Paper withBorder shadow="lg" radius="md" p="md" maw={360} role="status">
        <Text fw={600}>{STATUS_TEXTS.updateTitle}</Text>
        <Text size="sm" c="dimmed" mb="sm">
          {STATUS_TEXTS.updateMessage}
        </Text>
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void updateAndReload()}>
            {STATUS_TEXTS.update}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
