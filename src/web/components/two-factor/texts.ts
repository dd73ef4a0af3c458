/**
 * Visible text of the second factor's screens (README "Two-factor sign-in"): its setup, the
 * recovery codes, the code step of the login card and the Password screen's section. e2e
 * tests find elements by these labels. The server's messages are in `@shared/messages`.
 */
export const TWO_FACTOR_TEXTS = {
  title: 'Verifica in due passaggi',
  on: 'Attiva',
  off: 'Non attiva',
  intro:
    "Dopo la password, l'accesso chiede anche un codice a 6 cifre dell'app di autenticazione del telefono (Google Authenticator, Microsoft Authenticator…).",
  required: "L'amministratore richiede la verifica in due passaggi per questo account.",
  enable: 'ATTIVA LA VERIFICA',
  disable: 'DISATTIVA',
  disableTitle: 'Disattivare la verifica in due passaggi?',
  recoveryLeft: (n: number) => `Codici di recupero rimasti: ${n}`,
  setupLoading: 'Preparazione della chiave',
  setupStep1:
    "1. Nell'app di autenticazione aggiungi un account inquadrando il codice QR, oppure scrivendo la chiave.",
  qrAlt: "Codice QR da inquadrare con l'app di autenticazione",
  keyLabel: 'Chiave',
  setupStep2: "2. Scrivi il codice a 6 cifre che l'app mostra.",
  code: 'Codice di verifica',
  codeHint: "Il codice a 6 cifre dell'app, oppure un codice di recupero",
  confirm: 'CONFERMA',
  cancel: 'Annulla',
  codesTitle: 'Codici di recupero',
  codesIntro:
    'Conserva questi codici in un luogo sicuro: ognuno vale una volta sola al posto del codice, se perdi il telefono. Non verranno più mostrati.',
  copy: 'Copia',
  copied: 'Codici copiati',
  download: 'Scarica',
  codesDone: 'HO SALVATO I CODICI',
  fileName: 'reviapp-codici-recupero.txt',
  verifyTitle: 'Inserisci il codice di verifica',
  verify: 'VERIFICA',
  back: 'Torna alla password',
  setupAtLogin: 'Per entrare devi prima attivare la verifica in due passaggi.',
  password: 'Password',
  passwordRequired: 'Inserire la Password',
  codeRequired: 'Inserire il codice',
  disabled: 'Verifica in due passaggi disattivata',
  enabled: 'Verifica in due passaggi attivata',
} as const;
