/**
 * Route guards (spec 000 §2, §4, §6). The workshop area needs a session: a signed-out
 * visitor gets the "Sessione scaduta" fallback, a blocked account is sent to login or
 * #/app_scaduta. The admin area needs role admin, others go to #/non_autorizzato.
 * `useSession()` re-reads the session every 2 s, so these react to changes by themselves.
 */
import { Navigate } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { paths } from '@web/config/paths';
import { PageLoader } from '@web/components/page-loader';
import { AppLayout } from '@web/features/layout';
import { ConnectionErrorPage, SessionExpiredPage } from '@web/features/status';

/** True for failures that say nothing about the session (network, 5xx): keep working. */
function isTransient(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status >= 500);
}

/** `#/user/*`: the signed-in frame, or the fallback/redirect the session's state calls for. */
export function UserArea() {
  const s = useSession();
  if (s.status === 'pending') return <PageLoader fullScreen delayMs={300} />;
  if (s.status === 'error' && !(isTransient(s.error) && s.data)) {
    const code = s.error instanceof ApiError ? s.error.code : '';
    if (code === 'account_expired') return <Navigate to={paths.appScaduta} replace />;
    if (code === 'account_inactive') return <Navigate to={paths.login} replace />;
    if (isTransient(s.error)) return <ConnectionErrorPage onRetry={() => void s.refetch()} />;
    return <SessionExpiredPage />;
  }
  const session = s.data!;
  // The super-admin has no workshop of its own: its home is the admin area.
  if (session.role === 'admin' && !session.workshop)
    return <Navigate to={paths.admin.listaUtenti} replace />;
  return <AppLayout session={session} />;
}

/** `#/admin/*`: only for role admin (spec 000 §6). */
export function AdminArea() {
  const s = useSession();
  if (s.status === 'pending') return <PageLoader fullScreen delayMs={300} />;
  if (s.status === 'error' && !(isTransient(s.error) && s.data)) {
    if (isTransient(s.error)) return <ConnectionErrorPage onRetry={() => void s.refetch()} />;
    return <Navigate to={paths.nonAutorizzato} replace />;
  }
  const session = s.data!;
  if (session.role !== 'admin') return <Navigate to={paths.nonAutorizzato} replace />;
  return <AppLayout session={session} />;
}
