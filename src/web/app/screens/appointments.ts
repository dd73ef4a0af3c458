/** The appointment grid (spec 000 §2 `#/user/appuntamenti`), the workshop area's home. */
import { paths } from '@web/config/paths';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

export const appointmentScreens: readonly Screen[] = [
  {
    path: paths.user.appuntamenti,
    title: 'Appuntamenti',
    menu: { icon: 'appuntamenti', order: 10 },
    // A route of `app/`, not a shim: it composes the features the grid shows.
    Component: lazyPage(
      () => import('../routes/appointments'),
      (m) => m.AppointmentsRoute,
    ),
  },
];
