/**
 * Route guards (spec 000 §2, §4, §6). The workshop area needs a session: a signed-out
 * visitor gets the "Sessione scaduta" fallback, a blocked account is sent to login or
 * #/app_scaduta. The admin area needs role admin, others go to #/non_autorizzato.
 * `DeskWatch` re-reads the session when the live stream says the account changed (and
 * `useSession()` once in a while anyway), so these react to changes by themselves.
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import type { Session } from '@shared/contracts/auth';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/data/session';
import { paths } from '@web/config/paths';
import { PageLoader, useLoadingScreen } from '@web/components/page-loader';
import { AppLayout } from '@web/features/layout';
import { useUnreadCount } from '@web/features/notifications';
import { ConnectionErrorPage, SessionExpiredPage } from '@web/features/status';
import { DeskWatch } from './desk-watch';
import { SharedDataLiveUpdates } from '@web/data/live';
import { useAccountWatch } from './account-watch';
import { MENU_SCREENS } from './screens';

// Only the super-admin inside an account sees it: the admin feature stays out of the
// workshop's bundle.
const ImpersonationBanner = lazy(() =>
  import('@web/features/admin').then((m) => ({ default: m.ImpersonationBanner })),
);

/** The signed-in areas' full-screen loader appears after this, ms (sooner than a screen's). */
const AREA_LOADER_DELAY_MS = 300;

/** True for failures that say nothing about the session (network, 5xx): keep working. */
function isTransient(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status >= 500);
}

/** `#/user/*`: the signed-in frame, or the fallback/redirect the session's state calls for. */
export function UserArea() {
  const s = useSession();
  if (useLoadingScreen(s.status === 'pending', AREA_LOADER_DELAY_MS) || s.status === 'pending')
    return <PageLoader fullScreen delayMs={AREA_LOADER_DELAY_MS} />;
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
  return session.role === 'admin' ? (
    <WorkshopFrame session={session} />
  ) : (
    <WatchedWorkshopFrame session={session} />
  );
}

/**
 * The frame of a session with a workshop: the side menu's unread badge (notifications
 * feature) and, for the super-admin working inside the account, the "whose account" banner
 * (admin feature), composed here because features do not import each other.
 */
function WorkshopFrame({ session }: { session: Session }) {
  const unread = useUnreadCount();
  const banner =
    session.role === 'admin' && session.workshop ? (
      <Suspense fallback={null}>
        <ImpersonationBanner username={session.workshop.username} />
      </Suspense>
    ) : undefined;
  return (
    <>
      <DeskWatch session={session} />
      <SharedDataLiveUpdates />
      <AppLayout session={session} screens={MENU_SCREENS} unread={unread} banner={banner} />
    </>
  );
}

/** A workshop user's frame, sent away at once when the admin changes the account. */
function WatchedWorkshopFrame({ session }: { session: Session }) {
  useAccountWatch();
  return <WorkshopFrame session={session} />;
}

/** `#/admin/*`: only for role admin (spec 000 §6). */
export function AdminArea() {
  const s = useSession();
  if (useLoadingScreen(s.status === 'pending', AREA_LOADER_DELAY_MS) || s.status === 'pending')
    return <PageLoader fullScreen delayMs={AREA_LOADER_DELAY_MS} />;
  if (s.status === 'error' && !(isTransient(s.error) && s.data)) {
    if (isTransient(s.error)) return <ConnectionErrorPage onRetry={() => void s.refetch()} />;
    return <Navigate to={paths.nonAutorizzato} replace />;
  }
  const session = s.data!;
  if (session.role !== 'admin') return <Navigate to={paths.nonAutorizzato} replace />;
  // Inside a workshop's account the admin pages keep the banner and the unread badge.
  return session.workshop ? (
    <WorkshopFrame session={session} />
  ) : (
    <AppLayout session={session} screens={MENU_SCREENS} />
  );
}
