/**
 * Visible Italian text of the appointments screen (spec 000 §2, §4, §5), in one place so a
 * reviewer compares the screen with the spec by opening one file. The spec's error
 * messages and toasts are in `@shared/messages` (APPOINTMENTS_MSG, COMMON_MSG). e2e tests
 * find elements by these labels (docs/CONTRACT.md "Visible labels"): keep the wording.
 *
 * Not here yet: the context menu (`components/cell-menu.tsx`) and its keyboard hook, being
 * rewritten separately.
 */

/** Labels of the appointment's fields (edit dialog, details popup, "Le tue modifiche"). */
export const FIELD_TEXTS = {
  phone: 'Telefono',
  surname: 'Nome',
  model: 'Modello',
  plate: 'Targa',
  note: 'Note',
  holder: 'Intestatario',
  address: 'Indirizzo',
  email: 'E-mail',
  vehicleType: 'Tipo veicolo',
  web: 'Stato web',
  reminder: 'Promemoria',
  recall: 'Richiamo',
  letter: 'Lettera',
} as const;

export const APPOINTMENTS_TEXTS = {
  // Screen and grid
  loading: 'Caricamento',
  retry: 'RIPROVA',
  // Offline read-only grid (docs/RESILIENCE.md, not in the spec).
  offlineTitle: 'Sei offline: la griglia è in sola lettura',
  offlineBody:
    'Mostra i giorni già aperti su questo computer, come erano all’ultima connessione. Le modifiche non sono possibili finché la connessione non torna.',
  offlineDayMissing:
    'Questo giorno non è stato aperto su questo computer: non è disponibile offline.',
  gridLabel: 'Appuntamenti del giorno',
  hoursHeader: 'Ore',
  /** Column header and cell label: "Appuntamento 1". */
  column: (n: number) => `Appuntamento ${n}`,
  columnShort: (n: number) => `App. ${n}`,
  /** aria-label of a slot cell (docs/CONTRACT.md): "9:00 Appuntamento 1". */
  cellLabel: (time: string, column: number) => `${time} Appuntamento ${column}`,
  /** A slot in words: "9:00 · Appuntamento 2". */
  slot: (time: string, column: number) => `${time} · Appuntamento ${column}`,
  /** Orario of a row without a time label. */
  rowFallback: (row: number) => `riga ${row}`,
  closedDay: 'Giornata chiusa',
  reminderScheduled: 'Promemoria programmato',
  /** A reminder's customer link was used (docs/MESSAGING.md "Customer links"). */
  customerConfirmed: 'Confermato dal cliente',
  customerMoved: 'Spostato dal cliente',
  /** The phone is on the Non contattare list (docs/MESSAGING.md "Non contattare"). */
  optOut: 'Non contattare',
  optOutHint: 'Nessun promemoria, richiamo o campagna a questo numero',
  /** Messages already queued to a phone just listed, withdrawn (docs/MESSAGING.md). */
  optOutWithdrawn: (n: number) =>
    n === 1
      ? '1 messaggio in coda a questo numero non verrà inviato'
      : `${n} messaggi in coda a questo numero non verranno inviati`,
  reminderSent: 'Promemoria inviato',
  reminderSentWhatsApp: 'Promemoria inviato su WhatsApp',
  noWhatsApp: 'Numero senza WhatsApp',
  whatsAppCampaign: 'Campagna WhatsApp creata',

  // Toolbar and calendar
  previousDay: 'Giorno precedente',
  nextDay: 'Giorno successivo',
  today: 'OGGI',
  pickDate: 'Scegli data',
  closure: 'Chiusura',
  filters: 'Filtri',
  previousYear: 'Anno precedente',
  previousMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  nextYear: 'Anno successivo',

  // Side boxes
  statusCounts: 'Conteggio colori',
  rota: 'Turni',
  rotaTitle: 'Turni della settimana',
  shifts: { mattina: 'Mattina', pomeriggio: 'Pomeriggio', spezzato: 'Spezzato' },
  /** Under the counts when the account is about to expire (spec 000 §2). */
  expiryNotice: (days: number) => `- ${days} giorni alla scadenza del account`,

  // Grid commands (toasts that are not spec messages)
  remembered: (surname: string, mode: 'copy' | 'cut' | 'swap') =>
    `${surname} ${mode === 'copy' ? 'copiato' : mode === 'cut' ? 'tagliato' : 'da invertire'}: scegli la casella e premi Incolla`,
  deleteQuestion: "Eliminare l'appuntamento?",
  reasonLabel: 'Motivo (facoltativo)',

  // Edit dialog
  dialogTitle: 'Appuntamento',
  dialogTitleAt: (time: string) => `Appuntamento ${time}`,
  columnBadge: (n: number) => `Colonna ${n}`,
  save: 'SALVA',
  delete: 'ELIMINA',
  associatedVehicles: 'Veicoli associati',
  resendConfirmation: 'Reinvia conferma',
  confirmationSent: 'Conferma inviata',
  draftRestored: 'Bozza ripristinata',
  draftRestoredBody: 'Queste modifiche non erano ancora state salvate.',
  discardDraft: 'Scarta bozza',
  unsavedDraftFound: 'Bozza non salvata trovata per questa casella.',
  deletedElsewhere:
    "L'appuntamento è stato eliminato da un'altra postazione: SALVA lo inserisce di nuovo.",
  /** Early-inspection question (spec 000 §5); `mmYyyy` like "03/2027". */
  inspectionNotDue: (mmYyyy: string) =>
    `La revisione di questo veicolo scade il ${mmYyyy}. Salvare comunque?`,
  yourChanges: 'Le tue modifiche',
  field: 'Campo',
  savedNow: 'Salvato ora',
  reapplyMine: 'Riapplica le mie modifiche',
  keepCurrent: 'Tieni il contenuto attuale',
  slotTakenTitle: 'Casella Occupata',
  slotTakenBody:
    "Un'altra postazione ha appena occupato questa casella. Quello che hai scritto è ancora qui: scegli una casella libera dello stesso giorno.",
  freeSlot: 'Casella libera',
  noFreeSlot: 'Nessuna casella libera',
  saveHere: 'Salva qui',

  // Veicoli associati
  search: 'CERCA',
  use: 'USA',
  holderSuffix: (holder: string) => ` · Intestatario: ${holder}`,
  lastAppointment: (date: string) => `Ultimo appuntamento ${date}`,
  /** " · Revisione 10/03/2025, scade 03/2027". */
  inspectionSuffix: (date: string, mmYyyy: string) => ` · Revisione ${date}, scade ${mmYyyy}`,

  // Popups
  detailsTitle: 'Dettagli appuntamento',
  phoneTitle: 'Telefono',
  copy: 'Copia',
  call: 'Chiama',
  noPhone: 'Nessun numero di telefono',
  closureTitle: 'Chiusura',
  reopenDay: 'APRI GIORNATA',
  closeDay: 'QUESTO GIORNO SAREMMO CHIUSI',
  blockSlots: 'Blocca orari',
  from: 'Dalle',
  to: 'Alle',
  hourPlaceholder: 'Ora',
  columnLabel: 'Colonna',
  blockHint: 'Gli orari da "Dalle" fino ad "Alle" (escluso) vengono bloccati.',
  block: 'BLOCCA',
  endOfDay: 'Fine giornata',
  filterOptions: { none: 'Nessuno', unsynced: 'No Sincronizzati', nophone: 'No Telefono' },
} as const;

/** Row labels of the details popup that are not form fields. */
export const DETAILS_TEXTS = {
  date: 'Data',
  time: 'Orario',
  status: 'Stato',
  sync: 'Sincronizzato',
  insertedAt: 'Inserito il',
  readySent: 'Veicolo pronto',
  customerConfirmed: 'Confermato dal cliente',
  customerMoved: 'Spostato dal cliente',
  yes: 'Sì',
  no: 'No',
  /** `invio_sms_promemoria` 0–5 in words (spec 000 §4). */
  reminderWords: {
    0: 'No',
    1: 'Programmato',
    2: 'Inviato SMS',
    3: 'Inviato WhatsApp',
    4: 'WhatsApp non disponibile',
    5: 'Campagna WhatsApp creata',
  } as Record<number, string>,
  /** `invio_sms_richiamo` 0–2 in words (spec 000 §4). */
  recallWords: { 0: 'No', 1: 'In programmazione', 2: 'Inviato' } as Record<number, string>,
} as const;
