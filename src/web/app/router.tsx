/**
 * Routes (spec 000 §2, hash-based). Empty hash → #/login. `#/user/*` needs a workshop
 * session, `#/admin/*` the admin role. Sections not built yet show a placeholder page.
 */
import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { ADMIN_SECTIONS, USER_SECTIONS } from '../lib/sections';
import { LoginPage } from '../features/auth';
import { PlaceholderPage } from '../features/placeholder';
import { AppScadutaPage, NonAutorizzatoPage, ServerOffPage } from '../features/status';
import { AuthWatch } from './auth-watch';
import { AdminArea, UserArea } from './guards';
import type { SettingsScreen } from './routes/settings';

const SmsCampaignsRoute = lazy(() =>
  import('./routes/messaging').then((m) => ({ default: m.SmsCampaignsRoute })),
);
const WaCampaignsRoute = lazy(() =>
  import('./routes/messaging').then((m) => ({ default: m.WaCampaignsRoute })),
);
/** Sections with a screen of their own (not the placeholder). */
const BUILT = new Set<string>([paths.user.smsComunicazioni, paths.user.waComunicazioni]);

const AppointmentsRoute = lazy(() =>
  import('./routes/appointments').then((m) => ({ default: m.AppointmentsRoute })),
);
const SettingsRoute = lazy(() =>
  import('./routes/settings').then((m) => ({ default: m.SettingsRoute })),
);

/** Settings screens that are built (spec 001 §2); the other impostazioni_* stay placeholders. */
const SETTINGS_SCREENS: readonly { path: string; screen: SettingsScreen }[] = [
  { path: paths.user.impostazioniHome, screen: 'home' },
  { path: paths.user.impostazioniApp, screen: 'app' },
  { path: paths.user.impostazioniSms, screen: 'sms' },
  { path: paths.user.impostazioniWa, screen: 'wa' },
  { path: paths.user.impostazioniTool, screen: 'tool' },
];
const isBuilt = (path: string) =>
  BUILT.has(path) || SETTINGS_SCREENS.some((s) => s.path === path);

/** `/user/rubrica` → `rubrica` (child route of `/user`). */
const child = (path: string) => path.split('/').slice(2).join('/');

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
        <Route path="/user" element={<UserArea />}>
          <Route index element={<Navigate to={paths.user.appuntamenti} replace />} />
          <Route
            path={child(paths.user.appuntamenti)}
            element={
              <Suspense fallback={<PageLoader />}>
                <AppointmentsRoute />
              </Suspense>
            }
          />
          {SETTINGS_SCREENS.map((s) => (
            <Route
              key={s.path}
              path={child(s.path)}
              element={
                <Suspense fallback={<PageLoader />}>
                  <SettingsRoute screen={s.screen} />
                </Suspense>
              }
            />
          ))}
          <Route
            path={child(paths.user.smsComunicazioni)}
            element={
              <Suspense fallback={<PageLoader />}>
                <SmsCampaignsRoute />
              </Suspense>
            }
          />
          <Route
            path={child(paths.user.waComunicazioni)}
            element={
              <Suspense fallback={<PageLoader />}>
                <WaCampaignsRoute />
              </Suspense>
            }
          />
          {USER_SECTIONS.filter((s) => !isBuilt(s.path)).map((s) => (
            <Route
              key={s.path}
              path={child(s.path)}
              element={<PlaceholderPage title={s.title} />}
            />
          ))}
          <Route path="*" element={<Navigate to={paths.user.appuntamenti} replace />} />
        </Route>
        <Route path="/admin" element={<AdminArea />}>
          <Route index element={<Navigate to={paths.admin.listaUtenti} replace />} />
          {ADMIN_SECTIONS.map((s) => (
            <Route
              key={s.path}
              path={child(s.path)}
              element={<PlaceholderPage title={s.title} />}
            />
          ))}
          <Route path="*" element={<Navigate to={paths.admin.listaUtenti} replace />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.login} replace />} />
      </Routes>
    </HashRouter>
  );
}
