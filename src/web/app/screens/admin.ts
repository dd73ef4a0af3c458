/**
 * Super-admin screens (spec 001 §2 admin area) under `#/admin/*`, the ADMIN group of the
 * side menu. The area's guard already admits only the admin (`app/guards.tsx`).
 */
import { paths } from '@web/config/paths';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

const load = () => import('@web/features/admin/pages');

export const adminScreens: readonly Screen[] = [
  {
    path: paths.admin.listaUtenti,
    title: 'Lista utenti',
    menu: { icon: 'utenti', order: 10 },
    Component: lazyPage(load, (m) => m.AccountsPage),
  },
  {
    path: paths.admin.nuovoUtente,
    title: 'Nuovo utente',
    menu: { icon: 'nuovo-utente', order: 20 },
    Component: lazyPage(load, (m) => m.NewAccountPage),
  },
  {
    path: paths.admin.notificaTutti,
    title: 'Notifica tutti',
    menu: { icon: 'notifica-tutti', order: 30 },
    Component: lazyPage(load, (m) => m.NotifyAllPage),
  },
  {
    path: paths.admin.modificaUtente,
    title: 'Modifica utente',
    Component: lazyPage(load, (m) => m.AccountEditPage),
  },
  {
    path: paths.admin.registro,
    title: 'Registro attività',
    menu: { icon: 'registro', order: 50 },
    Component: lazyPage(load, (m) => m.AuditPage),
  },
];
