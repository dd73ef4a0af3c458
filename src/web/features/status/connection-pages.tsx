/**
 * Connection-lost page (spec 000 §2 #/user_collegamento_assente?utente=, §4, §8, §9) and
 * the exit bridge (#/ponte_uscita?redirect=). The connection page asks GET /api/health
 * every 10 s and goes back where the desk was as soon as it answers; an answer of 503
 * (database away behind a running server) is told apart from no answer (network or
 * server down). Drafts live in sessionStorage, so nothing typed is lost meanwhile.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, Group, Loader } from '@mantine/core';
import { IconDatabaseOff, IconDoorExit, IconPlugConnectedX } from '@tabler/icons-react';
import { getHealth } from '@shared/contracts/health';
import { ApiError, call } from '@web/lib/api-client';
import { paths } from '@web/config/paths';
import { StatusScreen } from './status-screen';
import { STATUS_TEXTS as T } from './texts';

/** Reconnect interval (spec 000 §9 "reconnect 10 s"), ms. */
export const RECONNECT_MS = 10_000;
/** Exit bridge wait (spec 000 §9), ms. */
export const BRIDGE_WAIT_MS = 3_000;

/** sessionStorage key of the route to resume after a connection loss (survives a reload). */
export const RESUME_KEY = 'reviapp:resume';

/** What a probe of /api/health found: up, database down (503), or no answer. */
export type Reachability = 'up' | 'database' | 'network';

/** Asks GET /api/health once. */
export async function probeServer(): Promise<Reachability> {
  try {
    await call(getHealth);
    return 'up';
  } catch (err) {
    return err instanceof ApiError && err.status === 503 && err.code === 'service_unavailable'
      ? 'database'
      : 'network';
  }
}

function resumeTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/user')) return from;
  try {
    const kept = sessionStorage.getItem(RESUME_KEY);
    if (kept?.startsWith('/user')) return kept;
  } catch {
    // storage unavailable
  }
  return paths.user.appuntamenti;
}

/** #/user_collegamento_assente?utente=: waits for the server, then resumes. */
export function ConnectionLostPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const user = params.get('utente') ?? '';
  const [cause, setCause] = useState<Reachability>('network');
  const [nextAt, setNextAt] = useState(() => Date.now() + RECONNECT_MS);
  const [now, setNow] = useState(() => Date.now());
  const [checking, setChecking] = useState(false);
  const target = resumeTarget(state);

  const check = useCallback(async () => {
    setChecking(true);
    const found = await probeServer();
    setChecking(false);
    if (found === 'up') {
      try {
        sessionStorage.removeItem(RESUME_KEY);
      } catch {
        // ignore
      }
      void navigate(target, { replace: true });
      return;
    }
    setCause(found);
    setNextAt(Date.now() + RECONNECT_MS);
  }, [navigate, target]);

  useEffect(() => {
    // A reload of this page after the server came back resumes at once (a task of its own:
    // the check sets state).
    const first = setTimeout(() => void check(), 0);
    const timer = setInterval(() => void check(), RECONNECT_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      clearInterval(tick);
    };
  }, [check]);

  const seconds = Math.min(RECONNECT_MS / 1000, Math.max(0, Math.ceil((nextAt - now) / 1000)));
  return (
    <StatusScreen
      icon={cause === 'database' ? <IconDatabaseOff size={34} /> : <IconPlugConnectedX size={34} />}
      color="red"
      title={T.connectionLostTitle}
      message={T.connectionWait}
      detail={
        <>
          {cause === 'database' ? T.databaseDown : T.networkDown} {T.nextRetry(seconds)}
        </>
      }
      action={
        <Group justify="center">
          <Button onClick={() => void check()} loading={checking}>
            {T.retryNow}
          </Button>
          {user && (
            <Button
              variant="light"
              onClick={() =>
                void navigate(`${paths.appOffline}?utente=${encodeURIComponent(user)}`)
              }
            >
              {T.openBackup}
            </Button>
          )}
        </Group>
      }
    />
  );
}

/**
 * Where the exit bridge may go: a route of this app (`/x`, `#/x`) or a same-origin URL.
 * Anything else (another site, `//host`, `javascript:`) → #/login.
 */
export function bridgeTarget(
  raw: string | null,
  origin: string,
): { route?: string; href?: string } {
  if (!raw) return { route: paths.login };
  if (raw.startsWith('#/')) return { route: raw.slice(1) };
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return { route: raw };
  try {
    const url = new URL(raw);
    if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:'))
      return { href: url.href };
  } catch {
    // not a URL
  }
  return { route: paths.login };
}

/** #/ponte_uscita?redirect=: waits 3 s, clears sessionStorage, then redirects. */
export function ExitBridgePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        sessionStorage.clear();
      } catch {
        // nothing to clear
      }
      const to = bridgeTarget(redirect, window.location.origin);
      if (to.href) window.location.assign(to.href);
      else void navigate(to.route ?? paths.login, { replace: true });
    }, BRIDGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirect]);
  return (
    <StatusScreen
      icon={<IconDoorExit size={34} />}
      color="blue"
      title={T.bridgeTitle}
      message={T.bridgeMessage}
      detail={<Loader size="sm" />}
    />
  );
}
