/**
 * Every screen, by area: the router mounts these (every section of `@web/lib/sections` has
 * one; an unknown path under `#/user` or `#/admin` goes to its area's home). A new area adds one file here (its own
 * `screens/<area>.ts` with lazy components) and one line in each list below.
 */
import { maintenanceScreens } from './maintenance';
import { backofficeScreens } from './backoffice';
import { messagingScreens } from './messaging';
import { recallScreens } from './recalls';
import { adminScreens } from './admin';
import { notificationsScreens } from './notifications';
import { settingsScreens } from './settings';
import { webBookingScreens } from './web-booking';
import type { Screen } from './types';

export type { Screen } from './types';

/** Screens under `#/user/*` (workshop session). */
export const USER_SCREENS: readonly Screen[] = [
  ...messagingScreens,
  ...settingsScreens,
  ...webBookingScreens,
  ...backofficeScreens,
  ...recallScreens,
  ...notificationsScreens,
];

/** Screens under `#/admin/*` (admin role). */
export const ADMIN_SCREENS: readonly Screen[] = [...adminScreens, ...maintenanceScreens];
