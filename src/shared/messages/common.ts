/**
 * Texts every area shares: confirmations, generic failures, input errors (spec 000 §5, §8).
 * Exact spec wording where the spec gives it; our own texts in the same register otherwise.
 */
export const COMMON_MSG = {
  saved: 'Salvato',
  deleted: 'Eliminato',
  sessionExpired: 'Sessione scaduta',
  dbConnection: 'Errore connessione database',
  // Spec 000 §8: a popup whose data could not be read (network or database failure).
  popupDbConnection: 'ERRORE: connessione database',
  // Not in the spec (docs/RESILIENCE.md): a write while the browser has no network.
  offlineWrite:
    'Sei offline: la modifica non è stata inviata. Riprova quando la connessione torna (quanto scritto resta nel modulo).',
  // Not in the spec.
  badInput: 'Dati non validi',
  unauthorized: 'Accesso non autorizzato',
  serverError: 'Si è verificato un errore, riprova',
  invalidDate: 'Data non valida',
  genericConflict: 'Operazione non riuscita: i dati sono stati modificati nel frattempo',
  resourceNotFound: 'Risorsa non trovata',
  duplicateUsername: 'Nome utente già esistente',
  duplicateLinkWeb: 'Questo link web è già associato a un altro utente',
} as const;
