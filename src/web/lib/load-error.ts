/**
 * The catalogue's texts for failures whose cause the desk cannot act on (spec 000 §8):
 * "ERRORE: connessione database" for a popup whose data could not be loaded, "errore" for a
 * campaign that could not be created. An answer the server explains (a 4xx with its Italian
 * message: an unknown id, a duplicate name) keeps its own message.
 */
import { COMMON_MSG, MESSAGING_MSG } from '@shared/messages';
import { ApiError } from './api-client';

/** `err`'s own message when the server explained it (4xx), else `fallback`. */
export function explainedOr(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return err.message;
  return fallback;
}

/**
 * The text for a popup's failed load `err`: "ERRORE: connessione database" when the server
 * was unreachable or failed (no answer, 5xx: network, database), else the server's message.
 */
export function popupLoadError(err: unknown): string {
  return explainedOr(err, COMMON_MSG.popupDbConnection);
}

/** The red toast of a campaign that could not be created: "errore" unless the server explained. */
export function campaignCreateError(err: unknown): string {
  return explainedOr(err, MESSAGING_MSG.campaignCreateFailed);
}
