/** The super-admin's maintenance switch (spec 000 §4 stato_server). */
import { paths } from '@web/config/paths';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

export const maintenanceScreens: readonly Screen[] = [
  {
    path: paths.admin.statoServer,
    title: 'Stato server',
    menu: { order: 40 },
    Component: lazyPage(
      () => import('@web/features/maintenance/pages'),
      (m) => m.ServerStatePage,
    ),
  },
];
