/**
 * Back-office texts (spec 001 §2 rubrica, officine, archivio, statistiche, password; §5;
 * §8). Exact spec wording where the spec gives it; our own texts in the same register
 * otherwise (marked).
 */
export const BACKOFFICE_MSG = {
  // Spec 001 §8 confirmations.
  contactSaved: 'Contatto Salvato',
  passwordChanged: 'Password cambiata',
  // Spec 001 §5 password change.
  wrongCurrentPassword: 'Password attuale errata',
  passwordTooShort: 'La nuova password deve contenere almeno 8 caratteri',
  passwordsDiffer: 'Le password non coincidono',
  // Not in the spec.
  passwordTooLong: 'La password può contenere al massimo 200 caratteri',
  nameRequired: 'Inserire un nome',
  emailInvalid: 'Email non valida',
  contactNotFound: 'Contatto non trovato',
  codeNotFound: 'Officina non trovata',
  archiveTermTooShort: 'Inserire almeno 3 caratteri',
  historicalCountInvalid: 'Numero di revisioni non valido (da 0 a 100000)',
  workshopNotFound: 'Account non trovato',
  historicalYearInvalid: 'Anno storico non valido (2015-2020)',
  statisticsYearInvalid: 'Anno non valido (2000-2100)',
} as const;
