/**
 * Public online booking texts (spec 001 §4, §5, §8; 000 §2, §4 web booking note). Plain
 * strings only: the public page imports this file, so it must stay free of libraries.
 */
export const BOOKING_MSG = {
  invalidLink: 'Il link inserito non è valido',
  slotGone: 'Questo appuntamento non è più disponibile',
  bookingFailed: 'Si è verificato un errore, riprova',
  cancelTooLate: "E' possibile disdire l'appuntamento fino le 24:00 del giorno prima",
  cancelFailed: 'Si è verificato un errore: riprovare',
  confirmError: 'Errore',
  notFound: 'Appuntamento non esistente',
  notWeb: 'Questo appuntamento non è stato preso sul web',
  waLogin: 'Si prega di accedere a Whatsapp per inviare le conferme web',
  allSent: 'Tutte le conferme risultano inviate',
  waInvalid: 'Numero Whatsapp non valido',
  // Not in the spec: why a booking was refused beyond a taken slot.
  dayNotBookable: 'Questa data non è prenotabile',
  rowNotBookable: 'Questo orario non è prenotabile',
  invalidPhone: 'Numero di cellulare non valido',
  surnameRequired: 'Inserire il cognome',
  modelRequired: 'Inserire il modello del veicolo',
  privacyRequired: "Accettare l'informativa sulla privacy",
  maintenance: 'Le prenotazioni online sono momentaneamente sospese',
  confirmationSent: 'Conferma inviata',
  // Spec 000 §8 successes, the lower-case variant: Reinvia conferma queued the SMS again.
  confirmationSmsSent: 'SMS inviato',
  confirmationQueuedWa: 'Conferma in attesa di invio WhatsApp',
  noConfirmationText: 'Testo di conferma web non impostato',
} as const;

/** Booking notes (spec 001 §4, 000 §4): the appointment's `nota` after each step. */
export const BOOKING_NOTE = {
  waPending: 'wa non inviato',
  /** Not in the spec: claimed by the WhatsApp PC, the tool is being called (or crashed). */
  waSending: 'wa in invio',
  smsSent: (date: string) => `sms inviato ${date}`,
  smsNotSent: 'sms non inviato',
  waSent: (datetime: string) => `WA inviato ${datetime}`,
  waInvalid: 'Numero Whatsapp non valido',
} as const;

/**
 * The customer's page of a reminder's personal link (docs/MESSAGING.md "Customer links";
 * beyond the spec, worded as its web-booking texts) and the workshop's notifications.
 */
export const CUSTOMER_LINK_MSG = {
  expired: "Il link è scaduto: l'appuntamento è già passato",
  confirmed: 'Appuntamento confermato. Grazie!',
  alreadyConfirmed: "L'appuntamento era già confermato",
  cancelled: 'Appuntamento disdetto',
  alreadyCancelled: "L'appuntamento è già stato disdetto",
  moved: 'Appuntamento spostato',
  alreadyMoved: "L'appuntamento è già stato spostato una volta: per cambiarlo ancora ci contatti",
  moveTooLate: "E' possibile spostare l'appuntamento fino le 24:00 del giorno prima",
  sameSlot: "Scegliere un orario diverso da quello dell'appuntamento",
  notifyConfirmedSubject: 'Appuntamento confermato dal cliente',
  notifyConfirmed: (surname: string, date: string, time: string) =>
    `${surname} ha confermato l'appuntamento del ${date} alle ${time}`,
  notifyCancelledSubject: 'Appuntamento disdetto dal cliente',
  notifyCancelled: (surname: string, date: string, time: string) =>
    `${surname} ha disdetto l'appuntamento del ${date} alle ${time}: l'orario è di nuovo prenotabile online`,
  notifyMovedSubject: 'Appuntamento spostato dal cliente',
  notifyMoved: (surname: string, from: string, to: string) =>
    `${surname} ha spostato l'appuntamento dal ${from} al ${to}`,
} as const;
