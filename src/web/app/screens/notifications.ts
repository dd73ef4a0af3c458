/** The notifications screen (spec 001 §2 notifiche). */
import { paths } from '@web/config/paths';
import { staffMenu } from './gates';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

export const notificationsScreens: readonly Screen[] = [
  {
    path: paths.user.notifiche,
    title: 'Notifiche',
    menu: { icon: 'notifiche', order: 100, show: staffMenu },
    Component: lazyPage(
      () => import('@web/features/notifications/pages'),
      (m) => m.NotificationsPage,
    ),
  },
];
