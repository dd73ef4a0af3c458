/**
 * Texts of the personal-data screen "Dati personali" and its API (not in the spec: GDPR
 * art. 15, 17, 20; docs/PRIVACY.md). Our own wording, in the register of the spec's texts.
 */
export const PRIVACY_MSG = {
  subjectRequired: 'Indicare un telefono o una targa',
  phoneTooShort: 'Il telefono deve contenere almeno 6 cifre',
  plateTooShort: 'La targa deve contenere almeno 4 caratteri',
} as const;
