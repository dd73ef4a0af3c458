/**
 * Status pages (spec 000 §2): #/app_scaduta, #/server_off, #/non_autorizzato and the
 * "Sessione scaduta" fallback shown to signed-out visitors of workshop routes.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconClockExclamation,
  IconCreditCardOff,
  IconLock,
  IconPlugConnectedX,
  IconTool,
} from '@tabler/icons-react';
import { COMMON_MSG } from '@shared/messages';
import { useLiveEvents } from '@web/lib/live-events';
import { sessionKeys } from '@web/data/keys';
import { appStatusQuery } from '@web/data/system';
import { paths } from '@web/config/paths';
import { StatusScreen } from './status-screen';
import { STATUS_TEXTS as T } from './texts';

/** How often the maintenance page asks whether the server is back, in ms. */
const SERVER_RETRY_MS = 10_000;

/** Clears the cached session and opens #/login; `from` is where to return after signing in. */
function useBackToLogin(from?: string) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return () => {
    qc.removeQueries({ queryKey: sessionKeys.session(), exact: true });
    void navigate(paths.login, { replace: true, state: from ? { from } : undefined });
  };
}

/** #/app_scaduta: the workshop is past its expiry (spec 000 §2, §4). */
export function AppScadutaPage() {
  const back = useBackToLogin();
  return (
    <StatusScreen
      icon={<IconCreditCardOff size={34} />}
      color="orange"
      title={T.expiredTitle}
      message={T.expiredMessage}
      detail={T.expiredDetail}
      action={<Button onClick={back}>{T.backToLogin}</Button>}
    />
  );
}

/**
 * #/server_off: maintenance (spec 000 §4: closed → here, reopening → login). Shows the
 * super-admin's text; hears the reopening over the live stream at once, and asks
 * GET /api/status every 10 s as well (the stream needs a session, and may be down).
 */
export function ServerOffPage() {
  const back = useBackToLogin();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  useEffect(() => {
    let alive = true;
    // Asked now each time (never an earlier answer from the cache), the answer cached too.
    const check = () =>
      qc
        .fetchQuery({ ...appStatusQuery(), staleTime: 0 })
        .then((s) => {
          if (!alive) return;
          if (s.state === 'open') void navigate(paths.login, { replace: true });
          else setText(s.text);
        })
        .catch(() => undefined);
    void check();
    const t = setInterval(() => void check(), SERVER_RETRY_MS);
    return () => {
      alive = false;
      clearInterval(t);
    };
  }, [navigate, qc]);
  useLiveEvents({
    onEvent: (e) => {
      if (e.type !== 'server') return;
      if (e.state === 'open') void navigate(paths.login, { replace: true });
      else setText(e.text);
    },
  });
  return (
    <StatusScreen
      icon={<IconTool size={34} />}
      color="gray"
      title={T.maintenanceTitle}
      message={text || T.maintenanceMessage}
      detail={T.maintenanceDetail}
      action={
        <Button variant="light" onClick={back}>
          {T.backToLogin}
        </Button>
      }
    />
  );
}

/** #/non_autorizzato: a non-admin opened an admin route (spec 000 §6). */
export function NonAutorizzatoPage() {
  const navigate = useNavigate();
  return (
    <StatusScreen
      icon={<IconLock size={34} />}
      color="red"
      title={COMMON_MSG.unauthorized}
      message={T.adminOnlyMessage}
      detail={T.adminOnlyDetail}
      action={<Button onClick={() => void navigate(paths.user.appuntamenti)}>{T.backToApp}</Button>}
    />
  );
}

/** Fallback for a signed-out visitor of a #/user/ route (spec 000 §2, "Sessione scaduta"). */
export function SessionExpiredPage() {
  const { pathname, search } = useLocation();
  const back = useBackToLogin(pathname + search);
  return (
    <StatusScreen
      icon={<IconClockExclamation size={34} />}
      color="blue"
      title={COMMON_MSG.sessionExpired}
      message={T.signInAgain}
      detail={T.sessionDetail}
      action={
        <Group justify="center" gap="sm">
          <Button onClick={back}>{T.signIn}</Button>
          {/* Spec 000 §2: the session-expired page offers a reload. */}
          <Button variant="default" onClick={() => window.location.reload()}>
            {T.reload}
          </Button>
        </Group>
      }
    />
  );
}

/** The server could not be reached while opening the workshop area (spec 000 §8). */
export function ConnectionErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusScreen
      icon={<IconPlugConnectedX size={34} />}
      color="red"
      title={T.offlineTitle}
      message={COMMON_MSG.dbConnection}
      detail={T.offlineDetail}
      action={<Button onClick={onRetry}>{T.retry}</Button>}
    />
  );
}
