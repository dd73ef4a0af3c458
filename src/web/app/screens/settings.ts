/** Settings screens (spec 001 §2 impostazioni_home, _app, _sms, _wa, _tool). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

const load = () => import('../routes/settings');

export const settingsScreens: readonly Screen[] = [
  {
    path: paths.user.impostazioniHome,
    Component: lazy(() => load().then((m) => ({ default: m.SettingsHomeRoute }))),
  },
  {
    path: paths.user.impostazioniApp,
    Component: lazy(() => load().then((m) => ({ default: m.AppSettingsRoute }))),
  },
  {
    path: paths.user.impostazioniSms,
    Component: lazy(() => load().then((m) => ({ default: m.SmsSettingsRoute }))),
  },
  {
    path: paths.user.impostazioniWa,
    Component: lazy(() => load().then((m) => ({ default: m.WaSettingsRoute }))),
  },
  {
    path: paths.user.impostazioniTool,
    Component: lazy(() => load().then((m) => ({ default: m.ToolSettingsRoute }))),
  },
  {
    path: paths.user.impostazioniAdmin,
    Component: lazy(() => load().then((m) => ({ default: m.AdminSettingsRoute }))),
  },
];
