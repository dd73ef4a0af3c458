/**
 * Texts of the personal-data screen "Dati personali" and its API (not in the spec: GDPR
 * art. 15, 17, 20; docs/PRIVACY.md). Our own wording, in the register of the spec's texts.
 */
export const PRIVACY_MSG = {
  subjectRequired: 'Indicare un telefono o una targa',
  phoneTooShort: 'Il telefono deve contenere almeno 6 cifre',
  plateTooShort: 'La targa deve contenere almeno 4 caratteri',
  appointmentsRetention:
    'Mesi di conservazione degli appuntamenti: da 25 a 240 (i richiami leggono la revisione di due anni prima)',
  messagesRetention: 'Mesi di conservazione dei messaggi: da 1 a 240',
} as const;
