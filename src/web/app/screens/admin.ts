/** Super-admin screens (spec 001 §2 admin area) under `#/admin/*`. */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

const load = () => import('../routes/admin');

export const adminScreens: readonly Screen[] = [
  {
    path: paths.admin.listaUtenti,
    Component: lazy(() => load().then((m) => ({ default: m.AccountsRoute }))),
  },
  {
    path: paths.admin.nuovoUtente,
    Component: lazy(() => load().then((m) => ({ default: m.NewAccountRoute }))),
  },
  {
    path: paths.admin.notificaTutti,
    Component: lazy(() => load().then((m) => ({ default: m.NotifyAllRoute }))),
  },
  {
    path: paths.admin.modificaUtente,
    Component: lazy(() => load().then((m) => ({ default: m.AccountEditRoute }))),
  },
  {
    path: paths.admin.registro,
    Component: lazy(() => load().then((m) => ({ default: m.AuditRoute }))),
  },
];
