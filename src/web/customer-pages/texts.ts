/** Texts of the public booking pages (spec 001 §4, §5, §8; 000 §2). */
export { BOOKING_MSG, CUSTOMER_LINK_MSG } from '@shared/messages/web-booking';

export const T = {
  loading: 'Caricamento…',
  pickDate: 'Scegli il giorno',
  pickLater: 'Selezionare una data successiva a oggi',
  closed: 'Il centro revisioni è chiuso in questa data. Selezionare un altro giorno.',
  slotsTitle: 'Orari disponibili',
  noFree: 'Non ci sono orari liberi in questa data. Selezionare un altro giorno.',
  taken: 'occupato',
  free: 'libero',
  bookTitle: 'Prenota la revisione',
  surname: 'Cognome',
  model: 'Modello veicolo',
  plate: 'Targa',
  phone: 'Telefono cellulare',
  phoneHint: 'Numero di cellulare italiano (inizia con 3)',
  vehicleType: 'Tipo di veicolo',
  vehicleLabels: ['Auto', 'Moto', 'Taxi / NCC (annuale)'] as readonly string[],
  book: 'PRENOTA',
  close: 'Chiudi',
  cancel: 'Annulla',
  privacyTitle: 'Informativa sulla privacy',
  privacyText:
    'I dati inseriti (cognome, modello del veicolo e numero di telefono) sono usati dal centro ' +
    'revisioni solo per gestire la prenotazione e per inviarle il messaggio di conferma. ' +
    'Sono conservati per un periodo da 5 a 10 anni, come previsto per la documentazione ' +
    'delle revisioni, e non sono ceduti a terzi.',
  accept: 'ACCETTO',
  thanks: 'Grazie!',
  booked: 'La revisione è prenotata per',
  at: 'alle ore',
  waitMessage:
    'Riceverà un messaggio con il link per confermare l’appuntamento: lo apra per confermarlo.',
  addToCalendar: 'Aggiungi al calendario',
  newBooking: 'Nuova prenotazione',
  confirmWaiting: 'Attendere…',
  confirmed: 'Appuntamento confermato',
  cancelled: 'Appuntamento disdetto',
  confirmDate: 'Data',
  confirmTime: 'Ora',
  confirmModel: 'Veicolo',
  cancelButton: 'Disdici',
  cancelAsk: 'Disdire l’appuntamento?',
  yes: 'Sì, disdici',
  no: 'No',
  offlineTitle: 'Connessione assente',
  offlineText:
    'Impossibile contattare il servizio di prenotazione. Controlli la connessione e riprovi.',
  retry: 'Riprova',
  prevMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  inspection: 'Revisione',
} as const;

/** The customer link's page (docs/MESSAGING.md "Customer links"). */
export const C = {
  title: 'Il suo appuntamento',
  confirmedBadge: 'Confermato',
  movedNote: 'Appuntamento già spostato una volta',
  confirm: 'CONFERMO',
  cancel: 'DISDICO',
  move: 'SPOSTA',
  cancelAsk: 'Disdire l’appuntamento?',
  cancelYes: 'Sì, disdico',
  moveTitle: 'Scegli il nuovo giorno e orario',
  moveAsk: (when: string) => `Spostare l’appuntamento a ${when}?`,
  moveYes: 'Sì, sposta',
  back: 'Annulla',
  closeMove: 'Chiudi',
  cancelledTitle: 'Appuntamento disdetto',
  freed: 'L’orario è di nuovo disponibile per altri clienti. Grazie per averci avvisato.',
  address: 'Indirizzo',
} as const;

/** The `$stop$` page (docs/MESSAGING.md "Non contattare"). */
export const S = {
  title: 'Messaggi dall’officina',
  text: 'Se non vuole più ricevere promemoria, richiami o altri messaggi da questa officina, prema il pulsante: il suo numero verrà escluso da ogni invio.',
  button: 'Non voglio più ricevere messaggi',
  failed: 'Operazione non riuscita. Riprovi tra qualche istante.',
} as const;
