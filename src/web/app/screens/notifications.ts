/** The notifications screen (spec 001 §2 notifiche). */
import { paths } from '@web/config/paths';
import { staffMenu } from './gates';
import { lazyScreen } from './lazy-page';
import type { Screen } from './types';

export const notificationsScreens: readonly Screen[] = [
  lazyScreen(
    paths.user.notifiche,
    'Notifiche',
    () => import('@web/features/notifications/pages'),
    (m) => m.NotificationsPage,
    { menu: { icon: 'notifiche', order: 100, show: staffMenu } },
  ),
];
