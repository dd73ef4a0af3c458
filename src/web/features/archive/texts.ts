/**
 * Visible labels of the archive (spec 001 §2 archivio) and of its "Dati personali" tab
 * (docs/PRIVACY.md "Answering a request"). e2e tests use them.
 */
export const ARCHIVE_TEXTS = {
  title: 'Archivio',
  search: 'Cerca in archivio',
  searchPlaceholder: 'Cognome, telefono, targa o modello',
  hint: 'Scrivi almeno 3 caratteri: la ricerca copre gli appuntamenti di tutti gli anni.',
  results: 'Risultati',
  none: 'Nessun appuntamento trovato',
  truncated: (n: number) => `Sono mostrati i ${n} appuntamenti più recenti: aggiungi una parola`,
  loadFailed: 'Ricerca non riuscita',
  retry: 'Riprova',
  column: (c: number) => `Colonna ${c}`,
  searchTab: 'Ricerca',
  personalDataTab: 'Dati personali',
} as const;

/** Labels of the "Dati personali" tab: access, portability and erasure of one person. */
export const PRIVACY_TEXTS = {
  title: 'Dati personali',
  intro:
    'Cerca tutto ciò che l’officina conserva su una persona, per telefono e/o targa: puoi scaricarlo o anonimizzarlo.',
  phone: 'Telefono',
  plate: 'Targa',
  search: 'Cerca',
  results: 'Dati trovati',
  kinds: {
    appointments: 'Appuntamenti',
    recalls: 'Richiami',
    messages: 'Messaggi',
    contacts: 'Rubrica',
    customerActions: 'Azioni cliente',
    vehicles: 'Annotazioni veicolo',
  },
  optOut: 'Non contattare',
  yes: 'Sì',
  no: 'No',
  nothing: 'Nessun dato trovato per questa persona.',
  download: 'Scarica (JSON)',
  fileName: (date: string) => `dati-personali-${date}.json`,
  erase: 'Anonimizza',
  confirmTitle: 'Anonimizzare i dati personali?',
  confirmMessage:
    'Cognome, intestatario, telefono, targa, e-mail, indirizzo, note e testi dei messaggi di questa persona saranno sostituiti da "ANONIMO" in ogni appuntamento, richiamo, messaggio e voce di rubrica. Gli appuntamenti restano nella griglia e nelle statistiche. L’operazione non si può annullare.',
  confirm: 'Anonimizza',
  erased: 'Dati anonimizzati',
  erasedKinds: {
    stopLinks: 'Link di disiscrizione',
    archiveWords: 'Voci dell’indice archivio',
  },
  loadFailed: 'Ricerca non riuscita',
} as const;
