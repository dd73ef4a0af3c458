/**
 * Visible Italian text of the sign-in screen (spec 000 §2 #/login). The spec's messages
 * (wrong credentials, account states) are in `@shared/messages` (AUTH_MSG). e2e tests find
 * elements by these labels (docs/CONTRACT.md): keep the wording.
 */
export const AUTH_TEXTS = {
  tagline: 'Appuntamenti, promemoria e richiami per il tuo centro revisioni',
  adminAccess: 'Accesso amministratore',
  username: 'Nome Utente',
  password: 'Password',
  togglePassword: 'Mostra o nascondi il testo',
  remember: 'Ricorda accesso',
  submit: 'ACCEDI',
  footer: 'ReviApp · gestionale per centri revisione',
  usernameRequired: 'Inserire il Nome Utente',
  passwordRequired: 'Inserire la Password',
  savedLogins: 'Accessi salvati',
  pickLogin: (name: string) => `Usa ${name}`,
  removeLogin: (name: string) => `Rimuovi ${name}`,
  offlineLogin: (name: string) => `Back-up offline di ${name}`,
} as const;
