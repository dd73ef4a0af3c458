/** The super-admin's maintenance switch (spec 000 §4 stato_server). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

export const maintenanceScreens: readonly Screen[] = [
  {
    path: paths.admin.statoServer,
    Component: lazy(() =>
      import('../routes/maintenance').then((m) => ({ default: m.ServerStateRoute })),
    ),
  },
];
