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
} as const;
