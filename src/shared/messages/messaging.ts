/**
 * Messaging texts (spec 000 §8 catalogue; 001 §4 message states, §8): what the SMS sender
 * and the WhatsApp helper tool tell the user. Exact spec wording.
 */
export const MESSAGING_MSG = {
  /** The call to the SMS provider failed or its answer is unknown (spec 000 §8). */
  smsSendError: 'ERRORE Invio SMS',
  /** The SMS provider answered, and said no (spec 000 §8). */
  smsNotSent: 'SMS non Inviato',
  /** One SMS accepted by the provider (spec 000 §8 successes). */
  smsSent: 'SMS Inviato',
  /** The tool answered no_wa (spec 000 §8). */
  whatsappInvalidNumber: 'Numero whatsapp non valido',
  /** The tool answered accedi (spec 000 §8). */
  whatsappNotLoggedIn: 'Accesso Whatsapp non eseguito',
  /** The tool's mail_prenotazione success text (spec 000 §7). */
  emailSent: 'E-mail inviata',
} as const;
