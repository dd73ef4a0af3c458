/**
 * What a send attempt tells the outbox (DESIGN.md "Messaging": at most once). The outbox
 * decides from it whether a row may ever be tried again:
 * - `sent`: the provider accepted it (its ticket is stored);
 * - `failed_retryable`: certainly nothing was sent (connection refused before any byte,
 *   or a provider status that rejects before sending) — retried later, a bounded number
 *   of times;
 * - `failed`: the provider refused it for good (or the number is invalid) — never retried;
 * - `unknown`: it may have been sent (timeout after the request left, a reset mid-answer,
 *   a 5xx, an answer we cannot read) — "da verificare", never resent by the machine.
 */
export type SendOutcome =
  | { kind: 'sent'; providerId: string | null }
  | { kind: 'failed_retryable'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'unknown'; error: string };

/** A message as the sender hands it to a channel: ids, the phone (no 39) and the text. */
export type OutgoingSms = {
  id: number;
  workshopId: number;
  phone: string;
  text: string;
  /** Sender name (config_sms.mittente, ≤ 11 characters). */
  sender: string;
  /** The workshop's provider token (config_sms.token); never logged. */
  token: string;
};

/** Sends one SMS; must resolve (never reject) with the outcome. */
export type SmsSend = (msg: OutgoingSms) => Promise<SendOutcome>;
