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
  // Not in the spec: the second factor (README "Two-factor sign-in").
  codeWrong: 'Codice di verifica errato',
  codeReplayed: 'Codice già usato: attendi il codice successivo',
  codeExpired: 'Verifica scaduta: accedi di nuovo con nome utente e password',
  codeTooMany: 'Troppi codici errati: riprova tra qualche minuto',
  twoFactorAlreadyOn: 'La verifica in due passaggi è già attiva',
  twoFactorOff: 'La verifica in due passaggi non è attiva',
  twoFactorNoSetup: 'Avvia di nuovo la configurazione',
  twoFactorWrongPassword: 'Password errata',
} as const;
