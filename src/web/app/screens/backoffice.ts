/** Back-office screens (spec 001 §2 rubrica, officine, archivio, statistiche, password). */
import { paths } from '@web/config/paths';
import { hasOption } from '@web/data/session';
import { staffMenu } from './gates';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

export const backofficeScreens: readonly Screen[] = [
  {
    path: paths.user.rubrica,
    title: 'Rubrica',
    menu: { icon: 'rubrica', order: 20 },
    Component: lazyPage(
      () => import('@web/features/contacts/pages'),
      (m) => m.ContactsPage,
    ),
  },
  {
    path: paths.user.archivio,
    title: 'Archivio',
    menu: { icon: 'archivio', order: 30 },
    Component: lazyPage(
      () => import('@web/features/archive/pages'),
      (m) => m.ArchivePage,
    ),
  },
  {
    path: paths.user.statistiche,
    title: 'Statistiche',
    menu: { icon: 'statistiche', order: 40 },
    // The chart is a further lazy chunk inside the feature.
    Component: lazyPage(
      () => import('@web/features/statistics/pages'),
      (m) => m.StatisticsPage,
    ),
  },
  {
    path: paths.user.officine,
    title: 'Codici Officine',
    // In the menu only with +mod_kuma; the route stays open.
    menu: { icon: 'officine', order: 110, show: (s) => hasOption(s, '+mod_kuma') },
    Component: lazyPage(
      () => import('@web/features/workshop-codes/pages'),
      (m) => m.WorkshopCodesPage,
    ),
  },
  {
    path: paths.user.password,
    title: 'Password',
    menu: { icon: 'password', order: 130, show: staffMenu },
    Component: lazyPage(
      () => import('@web/features/account/pages'),
      (m) => m.PasswordPage,
    ),
  },
];
