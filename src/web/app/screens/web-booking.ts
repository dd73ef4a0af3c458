/** Web-booking screens (spec 001 §2 impostazioni_web, APPUNTAMENTI ONLINE). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

export const webBookingScreens: readonly Screen[] = [
  {
    path: paths.user.impostazioniWeb,
    Component: lazy(() =>
      import('../routes/web-booking').then((m) => ({ default: m.WebSettingsRoute })),
    ),
  },
];
