/**
 * Routes `#/user/impostazioni_home`, `_app`, `_sms`, `_wa`, `_tool` (spec 001 §2): the
 * settings screens, loaded as their own chunk.
 */
export {
  AppSettingsPage as AppSettingsRoute,
  SettingsHomePage as SettingsHomeRoute,
  SmsSettingsPage as SmsSettingsRoute,
  ToolSettingsPage as ToolSettingsRoute,
  WaSettingsPage as WaSettingsRoute,
} from '@web/features/settings/pages';
