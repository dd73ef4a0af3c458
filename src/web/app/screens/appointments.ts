/** The appointment grid (spec 000 §2 `#/user/appuntamenti`), the workshop area's home. */
import { paths } from '@web/config/paths';
import { lazyScreen } from './lazy-page';
import type { Screen } from './types';

export const appointmentScreens: readonly Screen[] = [
  // A route of `app/`, not a shim: it composes the features the grid shows.
  lazyScreen(
    paths.user.appuntamenti,
    'Appuntamenti',
    () => import('../routes/appointments'),
    (m) => m.AppointmentsRoute,
    { menu: { icon: 'appuntamenti', order: 10 } },
  ),
];
