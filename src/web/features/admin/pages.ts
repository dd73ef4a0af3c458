/**
 * The super-admin feature's screens (spec 001 §2 admin area), each mounted by a row of
 * `src/web/app/screens/admin.ts`, and the account editor the settings feature's
 * impostazioni_admin shows (composed in `src/web/app/screens/settings.ts`).
 */
export { AccountsPage } from './components/accounts-page';
export { NewAccountPage } from './components/new-account-page';
export { AccountEditPage } from './components/account-edit-page';
export { AccountEditor } from './components/account-editor';
export { NotifyAllPage } from './components/notify-all-page';
export { AuditPage } from './components/audit-page';
