/** Back-office screens (spec 001 §2 rubrica, officine, archivio, statistiche, password). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

const load = () => import('../routes/backoffice');

export const backofficeScreens: readonly Screen[] = [
  {
    path: paths.user.rubrica,
    Component: lazy(() => load().then((m) => ({ default: m.ContactsRoute }))),
  },
  {
    path: paths.user.officine,
    Component: lazy(() => load().then((m) => ({ default: m.WorkshopCodesRoute }))),
  },
  {
    path: paths.user.archivio,
    Component: lazy(() => load().then((m) => ({ default: m.ArchiveRoute }))),
  },
  {
    path: paths.user.password,
    Component: lazy(() => load().then((m) => ({ default: m.PasswordRoute }))),
  },
  {
    path: paths.user.statistiche,
    Component: lazy(() => load().then((m) => ({ default: m.StatisticsRoute }))),
  },
];
