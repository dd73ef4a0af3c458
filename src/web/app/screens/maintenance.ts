/** The super-admin's maintenance switch (spec 000 §4 stato_server). */
import { paths } from '@web/config/paths';
import { lazyScreen } from './lazy-page';
import type { Screen } from './types';

export const maintenanceScreens: readonly Screen[] = [
  lazyScreen(
    paths.admin.statoServer,
    'Stato server',
    () => import('@web/features/maintenance/pages'),
    (m) => m.ServerStatePage,
    { menu: { order: 40 } },
  ),
];
