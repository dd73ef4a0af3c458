/**
 * Italian texts the user sees, exactly as the spec words them (spec 000 §5, §8; 001 §5, §8).
 * Kept in one place so a reviewer can compare them with the spec. Server error answers
 * carry these in `error.message`; the web shows them in toasts and field errors.
 */
export const MSG = {
  loginWrong: 'Nome Utente e/o Password ERRATI',
  loginGeneric: 'Errorre',
  saved: 'Salvato',
  deleted: 'Eliminato',
  slotTaken: 'Casella Occupata',
  invalidMobile: 'Cellulare non valido',
  invalidPhoneSearch: 'Numero di telefono non valido',
  invalidPhoneAndNoPlate: 'Numero di telefono non valido e targa non inserita',
  noAssociatedVehicles: 'Nessun veicolo associato',
  swapSameDateOnly: "E' possibile invertire 2 appuntamenti solamente nella stessa data",
  notWebAppointment: 'Questo appuntamento non è stato preso sul web',
  blockFirstHourLower: 'ERRORE: La prima ora deve essere inferiore alla seconda',
  blockSlotsTaken: 'ERRORE: sono già presenti appuntamenti negli orari selezionati',
  annotationNeedsPlate: 'Deve essere associata una targa al veicolo',
  annotationSaveFailed: 'Si sono verificati dei problemi: Riprova',
  vehicleSearchFailed: 'Si è verificato un errore',
  phoneCopied: 'Numero Copiato',
  sessionExpired: 'Sessione scaduta',
  dbConnection: 'Errore connessione database',
  noInserts: 'Non ci sono inserimenti da fare',
  // Not in the spec: our own texts, in the same register.
  staleWrite:
    "Questo appuntamento è stato modificato da un'altra postazione: ecco il contenuto attuale",
  notFound: 'Appuntamento non trovato',
  badInput: 'Dati non validi',
  tooManyLogins: 'Troppi tentativi di accesso: riprova tra qualche minuto',
  accountInactive: 'Account non attivo',
  accountExpired: 'Account scaduto',
  unauthorized: 'Accesso non autorizzato',
  serverError: 'Si è verificato un errore, riprova',
  nameRequired: 'Inserire il nome',
  invalidDate: 'Data non valida',
  invalidSlot: 'Orario non valido',
  invalidEmail: 'E-mail non valida',
  optionsAdminOnly: "Le opzioni dell'account sono gestite dall'amministratore",
  confirmationNotAvailable:
    'Il reinvio della conferma non è ancora disponibile: arriverà con il modulo dei messaggi',
  invalidSettings: 'Impostazioni non valide',
} as const;

export type MessageKey = keyof typeof MSG;
