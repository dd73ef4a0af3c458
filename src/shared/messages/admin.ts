/** Super-admin texts (spec 001 §2 admin area nuovo_utente / lista_utenti / notifica_tutti, §5, §8). */
export const ADMIN_MSG = {
  // Not in the spec's catalogue: the admin's new-account form needs it.
  usernameTaken: 'Nome utente già esistente',
  /** Spec 001 §5: the web link is unique among users. */
  linkWebTaken: 'Questo link web è già associato a un altro utente',
  /** Spec 001 §5 (new password ≥ 8), applied to the admin's password reset. */
  passwordTooShort: 'La nuova password deve contenere almeno 8 caratteri',
  // Not in the spec.
  usernameRequired: 'Inserire il nome utente',
  accountNotFound: 'Utente non trovato',
  noAccountsSelected: 'Selezionare almeno un utente',
  /** GET /api/admin/backup with PostgreSQL (docs/RESILIENCE.md). */
  backupUsePgDump: 'Con PostgreSQL il backup si fa con pg_dump (vedi docs/RESILIENCE.md)',
} as const;
