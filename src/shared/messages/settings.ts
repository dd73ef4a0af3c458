/** Settings texts (spec 001 §2 impostazioni, §8). */
export const SETTINGS_MSG = {
  // Not in the spec.
  optionsAdminOnly: "Le opzioni dell'account sono gestite dall'amministratore",
  invalidSettings: 'Impostazioni non valide',
  // Spec 001 §8 confirmations.
  waPcSet: "Questo pc è stato impostato per l'invio di WhatsApp",
  // Not in the spec: the settings screens' validation (spec 001 §2 timetable, §5, §9).
  timetableUnreadable: 'Tabella orari non leggibile: un orario per riga o un elenco JSON',
  timetableEmpty: 'La tabella orari deve contenere almeno un orario',
  timetableTooLong: 'La tabella orari può contenere al massimo 96 orari',
  timetableBadTime: 'Orario non valido nella tabella orari (formato H:MM, es. 7:30)',
  timetableNotAscending: 'Gli orari della tabella devono essere crescenti e senza ripetizioni',
  generatorInvalid: "Generatore: 'Dalle' deve precedere 'Alle' e 'Ogni' va da 5 a 240 minuti",
  titleInvalid: 'Il titolo deve contenere da 1 a 100 caratteri',
  senderTooLong: 'Il mittente può contenere al massimo 11 caratteri',
  reminderDaysInvalid: 'Giorni promemoria: inserire un numero da 0 a 60',
  recallDayInvalid: 'Giorno dei richiami: inserire un numero da 1 a 28',
  waMaxInvalid: 'Massimo WhatsApp giornalieri: inserire un numero da 0 a 1000',
  toolServerInvalid: 'Indirizzo del server non valido (es. http://localhost:1987)',
  /** An address the browser may not call (shared/domain/tool-address.ts). */
  toolServerUnreachable:
    'Il browser può raggiungere ReviApp Tool solo su questo computer (http://localhost) o sulla porta 1987 di un altro PC',
  emailInvalid: 'Email non valida',
  textTooLong: 'Il testo può contenere al massimo 1000 caratteri',
} as const;
