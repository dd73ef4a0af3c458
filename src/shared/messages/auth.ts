/** Sign-in texts (spec 000 §2 #/login, §5, §8). */
export const AUTH_MSG = {
  loginWrong: 'Nome Utente e/o Password ERRATI',
  loginGeneric: 'Errorre',
  /** A quick-login entry no longer matches a single account (revoked or deleted). */
  quickLoginWrong: 'Collegamento errato',
  // Not in the spec.
  tooManyLogins: 'Troppi tentativi di accesso: riprova tra qualche minuto',
  accountInactive: 'Account non attivo',
  accountExpired: 'Account scaduto',
  // Not in the spec: the account page's quick-login devices.
  deviceNotFound: 'Dispositivo non trovato',
  deviceRevoked: 'Accesso rapido revocato',
} as const;
