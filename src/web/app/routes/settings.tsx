/**
 * Routes `#/user/impostazioni_home`, `_app`, `_sms`, `_wa`, `_tool` (spec 001 §2): the
 * settings screens, loaded as their own chunk. LETTERE, APPUNTAMENTI ONLINE and ADMIN keep
 * their placeholder pages until they are built.
 */
import {
  AppSettingsPage,
  SettingsHomePage,
  SmsSettingsPage,
  ToolSettingsPage,
  WaSettingsPage,
} from '@web/features/settings';

/** The settings screens built so far. */
export type SettingsScreen = 'home' | 'app' | 'sms' | 'wa' | 'tool';

const SCREENS: Record<SettingsScreen, () => React.JSX.Element> = {
  home: SettingsHomePage,
  app: AppSettingsPage,
  sms: SmsSettingsPage,
  wa: WaSettingsPage,
  tool: ToolSettingsPage,
};

/** The element of one settings route. */
export function SettingsRoute({ screen }: { screen: SettingsScreen }) {
  const Page = SCREENS[screen];
  return <Page />;
}
