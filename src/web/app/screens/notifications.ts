/** The notifications screen (spec 001 §2 notifiche). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

export const notificationsScreens: readonly Screen[] = [
  {
    path: paths.user.notifiche,
    Component: lazy(() =>
      import('../routes/notifications').then((m) => ({ default: m.NotificationsRoute })),
    ),
  },
];
