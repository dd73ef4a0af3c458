/** Public surface of the settings feature (spec 001 §2 impostazioni_*). */
export { SettingsHomePage } from './components/settings-home-page';
export { AppSettingsPage } from './components/app-settings-page';
export { SmsSettingsPage, WaSettingsPage } from './components/message-settings-pages';
export { ToolSettingsPage } from './components/tool-settings-page';
