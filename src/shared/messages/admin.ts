/** Super-admin texts (spec 001 §2 admin area nuovo_utente / lista_utenti). */
export const ADMIN_MSG = {
  // Not in the spec's catalogue: the admin's new-account form needs them.
  usernameTaken: 'Nome utente già esistente',
  linkWebTaken: 'Link web già in uso',
} as const;
