/**
 * Routes of the super-admin (spec 001 §2 admin area): lista_utenti,
 * nuovo_utente, notifica_tutti, the account editor (modifica_utente) and the audit trail,
 * loaded as their own chunk.
 */
export {
  AccountEditPage as AccountEditRoute,
  AccountsPage as AccountsRoute,
  AuditPage as AuditRoute,
  NewAccountPage as NewAccountRoute,
  NotifyAllPage as NotifyAllRoute,
} from '@web/features/admin/pages';
