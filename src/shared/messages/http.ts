/**
 * Texts of the HTTP layer (README "Limits and hardening"): malformed requests, limits, cross-site
 * writes, outages. Not in the spec. `{campo}` and `{max}` are filled in by the server
 * (`fieldMessage`); the input itself is never echoed back.
 */
export const HTTP_MSG = {
  unsafeChars: 'Il campo «{campo}» contiene caratteri non ammessi',
  lineBreak: 'Il campo «{campo}» deve stare su una riga',
  tooLong: 'Il campo «{campo}» è troppo lungo (massimo {max} caratteri)',
  invalidField: 'Il campo «{campo}» non è valido',
  tooDeep: 'Dati troppo annidati',
  invalidJson: 'Il contenuto della richiesta non è un JSON valido',
  invalidEncoding: 'Il contenuto della richiesta non è testo UTF-8 valido',
  badUrl: 'Indirizzo non valido',
  uriTooLong: 'Indirizzo troppo lungo',
  headersTooLarge: 'Intestazioni della richiesta troppo grandi',
  badRequest: 'Richiesta non valida',
  tooManyStreams: 'Troppe finestre aperte con questo accesso: chiudine qualcuna e riprova',
  payloadTooLarge: 'Dati inviati troppo grandi',
  unsupportedMediaType: 'Formato dei dati non supportato: inviare JSON',
  methodNotAllowed: 'Metodo non consentito',
  crossSite: 'Richiesta non consentita da un altro sito',
  serviceUnavailable: 'Servizio momentaneamente non disponibile',
  timeout: 'Richiesta scaduta',
  unknownHost: 'Indirizzo del server non riconosciuto',
} as const;

/** Fills `{campo}` (and `{max}`) of an HTTP_MSG template. */
export function fieldMessage(template: string, field: string, max?: number): string {
  return template.replace('{campo}', fieldLabel(field)).replace('{max}', String(max ?? ''));
}

/**
 * Italian names of the API's English field names, for messages that name a field. Keys not
 * listed (settings keys are Italian already) are shown as they are.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  surname: 'Nome',
  phone: 'Telefono',
  model: 'Modello',
  plate: 'Targa',
  note: 'Nota',
  holder: 'Intestatario',
  address: 'Indirizzo',
  email: 'Email',
  text: 'Testo',
  problems: 'Problemi',
  username: 'Nome Utente',
  password: 'Password',
  reason: 'Motivo',
  date: 'Data',
  from: 'Data',
  q: 'Ricerca',
  id: 'Codice',
  sourceId: 'Appuntamento di origine',
  workshopId: 'Officina',
  accountId: 'Account',
  deviceId: 'Dispositivo',
  row: 'Orario',
  column: 'Colonna',
  fromRow: 'Dalle ore',
  toRow: 'Alle ore',
  limit: 'Numero di righe',
  rows: 'Righe',
  after: 'Dopo il messaggio',
  indirizzo: 'indirizzo',
  parametri: 'parametri',
  dati: 'dati',
};

/** The label shown for field `key`. */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? key;
}
