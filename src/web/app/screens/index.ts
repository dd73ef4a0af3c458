/**
 * Every screen, by area (docs/ARCHITECTURE.md "Adding a screen"): one row per screen in
 * `screens/<area>.ts` (path, title, gate, menu entry, lazy component). The router mounts
 * them (an unknown path under `#/user` or `#/admin` goes to its area's home) and the side
 * menu lists them (`app/guards.tsx` passes `MENU_SCREENS` to the layout). A new area adds
 * one file here and one line in a list below.
 */
import { appointmentScreens } from './appointments';
import { maintenanceScreens } from './maintenance';
import { backofficeScreens } from './backoffice';
import { messagingScreens } from './messaging';
import { recallScreens } from './recalls';
import { adminScreens } from './admin';
import { notificationsScreens } from './notifications';
import { settingsScreens } from './settings';
import type { Screen } from './types';

export type { Gate, Screen } from './types';

/** Screens under `#/user/*` (workshop session). */
export const USER_SCREENS: readonly Screen[] = [
  ...appointmentScreens,
  ...messagingScreens,
  ...settingsScreens,
  ...backofficeScreens,
  ...recallScreens,
  ...notificationsScreens,
];

/** Screens under `#/admin/*` (admin role). */
export const ADMIN_SCREENS: readonly Screen[] = [...adminScreens, ...maintenanceScreens];

/** What the side menu lists: the workshop's entries and the ADMIN group. */
export const MENU_SCREENS = { user: USER_SCREENS, admin: ADMIN_SCREENS } as const;
