/**
 * Super-admin screens (spec 001 §2 admin area) under `#/admin/*`, the ADMIN group of the
 * side menu. The area's guard already admits only the admin (`app/guards.tsx`).
 */
import { paths } from '@web/config/paths';
import { lazyScreen } from './lazy-page';
import type { Screen } from './types';

const load = () => import('@web/features/admin/pages');

export const adminScreens: readonly Screen[] = [
  lazyScreen(paths.admin.listaUtenti, 'Lista utenti', load, (m) => m.AccountsPage, {
    menu: { icon: 'utenti', order: 10 },
  }),
  lazyScreen(paths.admin.nuovoUtente, 'Nuovo utente', load, (m) => m.NewAccountPage, {
    menu: { icon: 'nuovo-utente', order: 20 },
  }),
  lazyScreen(paths.admin.notificaTutti, 'Notifica tutti', load, (m) => m.NotifyAllPage, {
    menu: { icon: 'notifica-tutti', order: 30 },
  }),
  lazyScreen(paths.admin.modificaUtente, 'Modifica utente', load, (m) => m.AccountEditPage),
  lazyScreen(paths.admin.registro, 'Registro attività', load, (m) => m.AuditPage, {
    menu: { icon: 'registro', order: 50 },
  }),
];
