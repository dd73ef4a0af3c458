/**
 * Visible Italian text of the status screens (spec 000 §2: #/app_scaduta, #/server_off,
 * #/non_autorizzato, "Sessione scaduta"). Spec messages (COMMON_MSG.unauthorized,
 * sessionExpired, dbConnection) stay in `@shared/messages`. e2e tests find elements by
 * these labels (docs/CONTRACT.md): keep the wording.
 */
export const STATUS_TEXTS = {
  backToLogin: 'TORNA AL LOGIN',
  expiredTitle: 'Applicazione scaduta',
  expiredMessage: 'Il credito SMS non è stato ricaricato da più di un anno.',
  expiredDetail:
    "Per continuare a usare ReviApp ricarica il credito SMS o contatta l'assistenza: appena il rinnovo sarà registrato potrai accedere di nuovo con le tue credenziali.",
  maintenanceTitle: 'Manutenzione in corso',
  maintenanceMessage: 'Il servizio è momentaneamente in manutenzione.',
  maintenanceDetail:
    'Stiamo aggiornando ReviApp. Questa pagina torna al login da sola appena il servizio è di nuovo disponibile.',
  adminOnlyMessage: "Questa sezione è riservata all'amministratore.",
  adminOnlyDetail: "Se pensi di dover avere accesso, esci e accedi con l'account corretto.",
  backToApp: "TORNA ALL'APP",
  signInAgain: 'Accedi di nuovo per continuare.',
  sessionDetail:
    "Per sicurezza la sessione termina dopo un periodo di inattività o quando si esce da un'altra finestra.",
  signIn: 'ACCEDI',
  offlineTitle: 'Connessione assente',
  offlineDetail: 'Controlla la connessione a internet e riprova.',
  retry: 'RIPROVA',
  reload: 'RICARICA LA PAGINA',
  // #/test (spec 000 §2).
  testTitle: 'Diagnostica',
  testVersion: 'Versione',
  testServer: 'Server',
  testChecking: 'Verifica in corso…',
  testReach: {
    up: 'Raggiungibile',
    database: 'Database non disponibile',
    network: 'Non raggiungibile',
  } as const,
  testBrowser: 'Browser',
  testOnline: 'Rete del dispositivo',
  testServiceWorker: 'Uso offline supportato',
  testHint: "Da comunicare all'assistenza se qualcosa non funziona",
  yes: 'Sì',
  no: 'No',
  /** #/user_collegamento_assente (spec 000 §8: "Errore Connessione !!!" with a wait message). */
  connectionLostTitle: 'Errore Connessione !!!',
  connectionWait: 'Attendere, nuovo tentativo di connessione in corso…',
  nextRetry: (s: number) => `Prossimo tentativo tra ${s} secondi.`,
  networkDown:
    'Il server non risponde: controlla la connessione a internet. Quello che stavi scrivendo è conservato.',
  databaseDown:
    'Il server risponde ma il database non è raggiungibile. Quello che stavi scrivendo è conservato.',
  retryNow: 'RIPROVA ORA',
  openBackup: 'APRI IL BACK-UP OFFLINE',
  /** #/ponte_uscita (spec 000 §2 exit bridge). */
  bridgeTitle: 'Uscita in corso',
  bridgeMessage: 'Tra pochi secondi verrai reindirizzato.',
  /** A new server version (spec 000 §4). */
  updateTitle: 'Nuova versione disponibile',
  updateMessage: 'È disponibile una nuova versione di ReviApp: aggiorna per usarla.',
  update: 'Aggiorna',
} as const;
