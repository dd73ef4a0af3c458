/** Route `#/user/impostazioni_web` (spec 001 §2): the web-booking settings screen. */
import { WebSettingsPage } from '@web/features/settings/pages';

export function WebSettingsRoute() {
  return <WebSettingsPage />;
}
