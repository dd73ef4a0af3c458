/**
 * Messaging texts (spec 000 §8 catalogue; 001 §4 message states, §5, §8): what the SMS
 * sender, the campaign screens and the WhatsApp helper tool tell the user. Exact spec
 * wording where the spec gives it; our own texts, in the same register, below the line.
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
  /** The tool could not send the booking sheet e-mail (spec 000 §8). */
  emailNotSent: 'Email non inviata - modulo JS2SYS non trovato',
  /** A WhatsApp reminder campaign was created (spec 000 §8 successes). */
  waCampaignCreated: 'Campagna WhatsApp creata',
  /** A message's phone is not a valid mobile (spec 001 §5 recall form). */
  invalidNumber: 'Numero non valido',
  /** Campaign name already used in this channel (spec 001 §5, recall import wording). */
  duplicateCampaign: 'Esiste già una campagna con questo nome',
  /** Campaign import without a name (spec 001 §5). */
  campaignNameRequired: 'Inserire un nome per la campagna da importare',
  /** Empty campaign list of messages (spec 001 §8). */
  noMessages: 'Non ci sono SMS per la campagna selezionata',
  /** A bulk insert of zero rows (spec 000 §5, §8). */
  noInserts: 'Non ci sono inserimenti da fare',
  /** This PC is not the workshop's WhatsApp PC (spec 001 §8, orange). */
  waNotEnabled: 'Abbilitare Whatsapp Reviapp-tool',
  /** Daily WhatsApp limit; `{n}` is config_wa.massivo_max (spec 001 §8, orange). */
  waDailyLimit: 'Numero massimo giornaliero di {n} messaggi raggiunto. Continua domani',
  /** A send call to the tool failed: the loop stops (spec 001 §8, red). */
  toolNotStarted: 'Reviapp-tool non avviato',
  /** The tool answered errore to a send: the loop stops (spec 001 §8; exact text not given). */
  waToolErrors: "Si sono verificati errori sul Reviapp-tool: riprova o usa l'invio singolo",
  /** Credit lookup failure (spec 001 §8). */
  creditError: 'errore',
  /** A campaign could not be created (spec 000 §8, red). */
  campaignCreateFailed: 'errore',
  /** Sent (spec 001 §8 confirmations). */
  sent: 'Inviato',
  /** Inserted (spec 001 §8 confirmations): reminders queued. */
  inserted: 'Inserito',
  // Not in the spec.
  campaignNotFound: 'Campagna non trovata',
  messageNotFound: 'Messaggio non trovato',
  messageAlreadySent: 'Il messaggio è già stato inviato: non può essere modificato',
  messageInFlight: 'Il messaggio è in fase di invio: riprova tra qualche secondo',
  messageNotToVerify: 'Il messaggio non è da verificare',
  messageNotClaimed: 'Il messaggio non è in fase di invio',
  /** Resend or edit of a message to a phone on Non contattare (docs/MESSAGING.md). */
  optedOutMessage: 'Il numero è nella lista Non contattare: il messaggio non viene inviato',
  /** Resend or edit of a message whose phone was erased (docs/PRIVACY.md). */
  anonymisedMessage: 'Il messaggio è stato anonimizzato: non ha un numero a cui inviarlo',
  textRequired: 'Inserire il testo del messaggio',
  templateMissing: 'Testo del messaggio non impostato nelle impostazioni',
  /** `{data}`: the first day allowed, dd/mm/yyyy (today + giorni_promemoria). */
  reminderTooLate: 'I promemoria si inviano solo per gli appuntamenti dal {data} in poi',
  invalidTime: 'Orario non valido (HH:MM)',
  /** A booking sheet link that is malformed, tampered with, or of a deleted appointment. */
  sheetNotFound: 'Foglio prenotazione non trovato',
  /** A booking sheet link past its expiry. */
  sheetExpired: 'Link scaduto: chiedere all’officina un nuovo foglio prenotazione',
  /** Notice after a WhatsApp bulk send (spec 001 §8: count of contacts without WhatsApp). */
  noWhatsappCount: 'Numeri senza WhatsApp: {n}',
} as const;

/** Fills `{n}` of a catalogue text: `withCount(MESSAGING_MSG.waDailyLimit, 50)`. */
export function withCount(text: string, n: number): string {
  return text.replace('{n}', String(n));
}
