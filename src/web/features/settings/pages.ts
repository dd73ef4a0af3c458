/**
 * The settings feature's screens (spec 001 §2 impostazioni_home, _app, _sms, _wa, _tool,
 * _lettere, _web; PRIVACY of docs/PRIVACY.md "Retention"), each mounted by a row of `src/web/app/screens/settings.ts`.
 */
export { SettingsHomePage } from './components/settings-home-page';
export { AppSettingsPage } from './components/app-settings-page';
export { SmsSettingsPage, WaSettingsPage } from './components/message-settings-pages';
export { ToolSettingsPage } from './components/tool-settings-page';
export { LetterSettingsPage } from './components/letter-settings-page';
export { WebSettingsPage } from './components/web-settings-page';
export { PrivacySettingsPage } from './components/privacy-settings-page';
export { AdminSettingsPage, type AccountEditorSlot } from './components/admin-settings-page';
