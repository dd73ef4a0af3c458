/**
 * Visible Italian text of the app shell (shared components, providers, section titles),
 * in one place. Features keep theirs in `features/<name>/texts.ts`; the spec's messages
 * (errors, toasts of the error catalogue) are in `src/shared/messages`. e2e tests find
 * elements by these labels (docs/CONTRACT.md "Visible labels"): change them with care.
 */

/** Titles of the sections (spec 000 §2 routes, side menu wording). */
export const SECTION_TITLES = {
  appuntamenti: 'Appuntamenti',
  rubrica: 'Rubrica',
  archivio: 'Archivio',
  statistiche: 'Statistiche',
  smsRevisioni: 'Richiami Revisioni',
  aggiungiRichiamo: 'Aggiungi Richiamo',
  smsComunicazioni: 'SMS',
  waComunicazioni: 'WhatsApp',
  importaYap: 'Importa YAP',
  notifiche: 'Notifiche',
  officine: 'Codici Officine',
  impostazioniHome: 'Impostazioni',
  impostazioniApp: 'Impostazioni App',
  impostazioniTool: 'Impostazioni Tool',
  impostazioniWa: 'Impostazioni WhatsApp',
  impostazioniSms: 'Impostazioni SMS',
  impostazioniLettere: 'Impostazioni Lettere',
  impostazioniWeb: 'Impostazioni Web',
  impostazioniAdmin: 'Impostazioni Admin',
  password: 'Password',
  listaUtenti: 'Lista utenti',
  nuovoUtente: 'Nuovo utente',
  notificaTutti: 'Notifica tutti',
  statoServer: 'Stato server',
  modificaUtente: 'Modifica utente',
  registro: 'Registro attività',
} as const;

/** Shared components and providers. */
export const SHELL_TEXTS = {
  appName: 'ReviApp',
  loading: 'Caricamento',
  confirm: 'Conferma',
  cancel: 'Annulla',
  cancelUpper: 'ANNULLA',
  retry: 'RIPROVA',
  save: 'SALVA',
  attention: 'Attenzione',
  confirmDeleteTitle: 'Conferma eliminazione',
  delete: 'Elimina',
  crashLog: 'Schermata interrotta da un errore',
  crashTitle: 'Si è verificato un errore',
  crashBody:
    'Questa schermata non è stata caricata correttamente. Ricarica la pagina per riprovare.',
  reload: 'RICARICA',
} as const;
