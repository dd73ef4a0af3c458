/** The appointment grid's texts (spec 000 §2 appointments screen, §5 rules, §8 catalogue). */
export const APPOINTMENTS_MSG = {
  slotTaken: 'Casella Occupata',
  invalidMobile: 'Cellulare non valido',
  /** Not a phone at all (letters, too short or too long): refused, unlike a landline. */
  invalidPhone: 'Numero di telefono non valido',
  invalidPhoneSearch: 'Numero di telefono non valido',
  invalidPhoneAndNoPlate: 'Numero di telefono non valido e targa non inserita',
  noAssociatedVehicles: 'Nessun veicolo associato',
  // Spec 000 §8: the associated-vehicles list when the search found none.
  noVehicleAvailable: 'Nessun veicolo disponibile',
  /** +ricerca_telefono: a previous appointment had this phone (spec 000 §8 successes). */
  userFound: 'Utente trovato',
  swapSameDateOnly: "E' possibile invertire 2 appuntamenti solamente nella stessa data",
  notWebAppointment: 'Questo appuntamento non è stato preso sul web',
  blockFirstHourLower: 'ERRORE: La prima ora deve essere inferiore alla seconda',
  blockSlotsTaken: 'ERRORE: sono già presenti appuntamenti negli orari selezionati',
  vehicleSearchFailed: 'Si è verificato un errore',
  phoneCopied: 'Numero Copiato',
  // Not in the spec.
  staleWrite:
    "Questo appuntamento è stato modificato da un'altra postazione: ecco il contenuto attuale",
  notFound: 'Appuntamento non trovato',
  nameRequired: 'Inserire il nome',
  invalidSlot: 'Orario non valido',
  invalidEmail: 'E-mail non valida',
} as const;
