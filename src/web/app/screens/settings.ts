/**
 * Settings screens (spec 001 §2 impostazioni_home, _app, _sms, _wa, _lettere, _web, _tool,
 * _admin; _privacy of docs/PRIVACY.md "Retention"), all in the settings feature. A row's gate guards its route and its tile on
 * impostazioni_home (the home is given `canOpenSettings`); only the home is in the side menu.
 */
import { createElement } from 'react';
import type { Session } from '@shared/contracts/auth';
import { paths } from '@web/config/paths';
import type { AccountEditorSlot } from '@web/features/settings/pages';
import { hasOption } from '@web/data/session';
import { staffMenu, withOption } from './gates';
import { lazyPage, lazyScreen } from './lazy-page';
import type { Screen } from './types';

const load = () => import('@web/features/settings/pages');
const home = paths.user.impostazioniHome;

export const settingsScreens: readonly Screen[] = [
  {
    path: paths.user.impostazioniHome,
    title: 'Impostazioni',
    menu: { icon: 'impostazioni', order: 120, show: staffMenu },
    Component: lazyPage(load, (m) => m.SettingsHomePage, { canOpen: canOpenSettings }),
  },
  {
    path: paths.user.impostazioniAdmin,
    title: 'Impostazioni Admin',
    gate: { allows: (s) => s.role === 'admin', otherwise: paths.nonAutorizzato },
    // The editor is the admin feature's (the same as #/admin/modifica_utente), given as a slot.
    Component: lazyPage(
      () => Promise.all([load(), import('@web/features/admin/pages')]),
      ([settings, admin]) =>
        function AdminSettingsRoute() {
          const renderEditor: AccountEditorSlot = (id, header) =>
            createElement(admin.AccountEditor, { id, header });
          return createElement(settings.AdminSettingsPage, { renderEditor });
        },
    ),
  },
  lazyScreen(paths.user.impostazioniApp, 'Impostazioni App', load, (m) => m.AppSettingsPage),
  lazyScreen(paths.user.impostazioniSms, 'Impostazioni SMS', load, (m) => m.SmsSettingsPage),
  // The admin sees it without the option (spec 001 §6).
  lazyScreen(paths.user.impostazioniWa, 'Impostazioni WhatsApp', load, (m) => m.WaSettingsPage, {
    gate: { allows: (s) => s.role === 'admin' || hasOption(s, '+whatsapp'), otherwise: home },
  }),
  lazyScreen(
    paths.user.impostazioniLettere,
    'Impostazioni Lettere',
    load,
    (m) => m.LetterSettingsPage,
    { gate: withOption('+invia_lettere', home) },
  ),
  // APPUNTAMENTI ONLINE needs the workshop's booking link (link_web).
  lazyScreen(paths.user.impostazioniWeb, 'Impostazioni Web', load, (m) => m.WebSettingsPage, {
    gate: { allows: (s) => !!s.workshop?.linkWeb, otherwise: home },
  }),
  lazyScreen(paths.user.impostazioniTool, 'Impostazioni Tool', load, (m) => m.ToolSettingsPage),
  // Retention of customers' data (docs/PRIVACY.md "Retention"; beyond the spec).
  lazyScreen(
    paths.user.impostazioniPrivacy,
    'Impostazioni Privacy',
    load,
    (m) => m.PrivacySettingsPage,
  ),
];

/** True when the row of `path` has no gate or its gate lets `session` in (the home's tiles). */
export function canOpenSettings(path: string, session: Session): boolean {
  const gate = settingsScreens.find((s) => s.path === path)?.gate;
  return !gate || gate.allows(session);
}
