/** Public surface of the super-admin feature (spec 001 §2 admin area, §6). */
export { AccountsPage } from './components/accounts-page';
export { NewAccountPage } from './components/new-account-page';
export { AccountEditPage, AdminSettingsPage } from './components/account-pages';
export { NotifyAllPage } from './components/notify-all-page';
export { AuditPage } from './components/audit-page';
export { ImpersonationBanner } from './components/impersonation-banner';
