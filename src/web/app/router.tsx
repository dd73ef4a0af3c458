/**
 * Routes (spec 000 §2, hash-based). Empty hash → #/login. `#/user/*` needs a workshop
 * session, `#/admin/*` the admin role.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { afterVisibleLoaders, PageLoader, useLoadingScreen } from '../components/page-loader';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth';
import {
  AppScadutaPage,
  ConnectionLostPage,
  ExitBridgePage,
  NonAutorizzatoPage,
  ServerOffPage,
} from '../features/status';
import { ChunkLoader } from './chunk-loader';
import { AuthWatch } from './auth-watch';
import { OfflineBackupRoute } from './offline-page';
import { useSession } from '../data/session';
import { ADMIN_SCREENS, USER_SCREENS, type Gate, type Screen } from './screens';

const TestRoute = lazy(() => import('./routes/test').then((m) => ({ default: m.TestRoute })));

// The signed-in areas are one chunk with all of Mantine's CSS: the login page stays small.
// Once its loader is up, the fallback stays 500 ms (spec 000 §9, `afterVisibleLoaders`).
const UserArea = lazy(() =>
  import('./signed-in').then(afterVisibleLoaders).then((m) => ({ default: m.UserArea })),
);
const AdminArea = lazy(() =>
  import('./signed-in').then(afterVisibleLoaders).then((m) => ({ default: m.AdminArea })),
);
const areaFallback = <PageLoader fullScreen delayMs={300} />;

/** `/user/rubrica` → `rubrica` (child route of `/user`). */
const child = (path: string) => path.split('/').slice(2).join('/');

/** A gated screen: rendered when the session passes its row's gate, else sent on. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const session = useSession().data;
  if (useLoadingScreen(!session) || !session) return <PageLoader />;
  if (!gate.allows(session)) return <Navigate to={gate.otherwise} replace />;
  return children;
}

/** One screen row (`./screens`) as a child route: lazily loaded, behind its gate if any. */
function screenRoute({ path, gate, Component }: Screen) {
  const screen = (
    <Suspense fallback={<ChunkLoader />}>
      <Component />
    </Suspense>
  );
  return (
    <Route
      key={path}
      path={child(path)}
      element={gate ? <Gated gate={gate}>{screen}</Gated> : screen}
    />
  );
}

export function AppRouter() {
  return (
    <HashRouter>
      <AuthWatch />
      <Routes>
        <Route index element={<Navigate to={paths.login} replace />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.appScaduta} element={<AppScadutaPage />} />
        <Route path={paths.serverOff} element={<ServerOffPage />} />
        <Route path={paths.nonAutorizzato} element={<NonAutorizzatoPage />} />
        <Route path={paths.collegamentoAssente} element={<ConnectionLostPage />} />
        <Route path={paths.ponteUscita} element={<ExitBridgePage />} />
        <Route
          path={paths.test}
          element={
            <Suspense fallback={<ChunkLoader />}>
              <TestRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.appOffline}
          element={
            <Suspense fallback={areaFallback}>
              <OfflineBackupRoute />
            </Suspense>
          }
        />
        <Route
          path="/user"
          element={
            <Suspense fallback={areaFallback}>
              <UserArea />
            </Suspense>
          }
        >
          <Route index element={<Navigate to={paths.user.appuntamenti} replace />} />
          {USER_SCREENS.map(screenRoute)}
          <Route path="*" element={<Navigate to={paths.user.appuntamenti} replace />} />
        </Route>
        <Route
          path="/admin"
          element={
            <Suspense fallback={areaFallback}>
              <AdminArea />
            </Suspense>
          }
        >
          <Route index element={<Navigate to={paths.admin.listaUtenti} replace />} />
          {ADMIN_SCREENS.map(screenRoute)}
          <Route path="*" element={<Navigate to={paths.admin.listaUtenti} replace />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.login} replace />} />
      </Routes>
    </HashRouter>
  );
}
