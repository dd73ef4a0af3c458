/**
 * What one call to the SMS provider achieved, precisely enough for the outbox to decide
 * whether a message may be sent again (at most once: docs/ARCHITECTURE.md "The SMS outbox").
 *
 * Mapping of SMSFactor answers (`status` in the JSON answer of `GET /send`):
 *
 * | answer                                             | kind              | reason         |
 * |----------------------------------------------------|-------------------|----------------|
 * | status 1 (message "OK")                            | `sent`            | –              |
 * | connection refused, DNS failure, connect timeout   | `failed_retryable`| `connection`   |
 * | status -1 (authentication), or no token configured | `failed_retryable`| `auth`         |
 * | status -3 (not enough credits)                     | `failed_retryable`| `credit`       |
 * | status -7 (data error)                             | `failed_retryable`| `data`         |
 * | status -8 (campaign held for moderation)           | `unknown`         | `moderation`   |
 * | any other negative status (-2, -6, -99, …)         | `failed_no_retry` | `rejected`     |
 * | bad input (number not a mobile, empty text)        | `failed_no_retry` | `invalid_input`|
 * | timeout after the request may have left            | `unknown`         | `timeout`      |
 * | connection reset / closed before a full answer     | `unknown`         | `connection_lost`|
 * | HTTP 5xx, or non-2xx without a provider status     | `unknown`         | `http_status`  |
 * | unparsable answer, or a status we do not know      | `unknown`         | `bad_answer`   |
 *
 * The rule is to retry automatically only failures that certainly sent nothing: connection
 * refused, provider status -1, -3, -7. -1 and -3 also read as "provider said no": either way
 * nothing was sent, so resending is *safe*; that is what
 * `failed_retryable` means. Whether resending *now* helps depends on `reason`: `auth` and
 * `credit` concern the whole account (pause the workshop's sending until the token or the
 * credit is fixed, then resend), `data` concerns this message (resend at most a bounded
 * number of times), `connection` is transient (resend with back-off).
 *
 * -8 ("no need to retry"): SMSFactor holds the message for moderation and
 * normally sends it shortly after, so it is not an error, and it may well be delivered:
 * `unknown` ("da verificare"), never resent by the machine nor shown as "non inviato".
 */
import { MESSAGING_MSG } from '@shared/messages/messaging';

/** Why a send certainly sent nothing (safe to resend; see the module table). */
export type RetryableReason = 'connection' | 'auth' | 'credit' | 'data';
/** Why a send failed for good (the provider said no, or the input cannot be sent). */
export type NoRetryReason = 'rejected' | 'invalid_input';
/** Why we cannot know whether the message left (never resend automatically). */
export type UnknownReason =
  'timeout' | 'connection_lost' | 'http_status' | 'bad_answer' | 'moderation';

/**
 * Result of `SmsProvider.send`. `error` is an English, token-free detail for logs and the
 * outbox's `last_error` (≤ 300 characters); `providerStatus` is SMSFactor's `status` when
 * it answered one; `httpStatus` the HTTP status when it matters.
 */
export type SendOutcome =
  | { kind: 'sent'; ticket: string | null; simulated: boolean }
  | { kind: 'failed_retryable'; reason: RetryableReason; providerStatus?: number; error: string }
  | { kind: 'failed_no_retry'; reason: NoRetryReason; providerStatus?: number; error: string }
  | {
      kind: 'unknown';
      reason: UnknownReason;
      providerStatus?: number;
      httpStatus?: number;
      error: string;
    };

/** SMSFactor's `status` codes we know (smsfactor PHP SDK's error map). */
export const PROVIDER_STATUS = {
  ok: 1,
  auth: -1,
  xml: -2,
  credit: -3,
  json: -6,
  data: -7,
  moderation: -8,
  unknownError: -99,
} as const;

/**
 * Maps a non-OK provider `status` to an outcome (module table). `details` is the
 * provider's own text, already redacted by the caller.
 */
export function outcomeFromProviderStatus(status: number, details: string): SendOutcome {
  const error = clip(`provider status ${status}${details ? `: ${details}` : ''}`);
  switch (status) {
    case PROVIDER_STATUS.auth:
      return { kind: 'failed_retryable', reason: 'auth', providerStatus: status, error };
    case PROVIDER_STATUS.credit:
      return { kind: 'failed_retryable', reason: 'credit', providerStatus: status, error };
    case PROVIDER_STATUS.data:
      return { kind: 'failed_retryable', reason: 'data', providerStatus: status, error };
    case PROVIDER_STATUS.moderation:
      return { kind: 'unknown', reason: 'moderation', providerStatus: status, error };
    default:
      return status < 0
        ? { kind: 'failed_no_retry', reason: 'rejected', providerStatus: status, error }
        : { kind: 'unknown', reason: 'bad_answer', providerStatus: status, error };
  }
}

/**
 * The Italian text to show for an outcome (spec 000 §8): "SMS Inviato" when sent, "SMS non
 * Inviato" when the provider answered no (or the input was refused), "ERRORE Invio SMS"
 * when the call itself failed or its result is unknown.
 */
export function outcomeUserMessage(outcome: SendOutcome): string {
  switch (outcome.kind) {
    case 'sent':
      return MESSAGING_MSG.smsSent;
    case 'failed_no_retry':
      return MESSAGING_MSG.smsNotSent;
    case 'failed_retryable':
      return outcome.providerStatus === undefined && outcome.reason === 'connection'
        ? MESSAGING_MSG.smsSendError
        : MESSAGING_MSG.smsNotSent;
    case 'unknown':
      return MESSAGING_MSG.smsSendError;
  }
}

/** True when the outbox may send this message again automatically (nothing was sent). */
export function mayResend(outcome: SendOutcome): boolean {
  return outcome.kind === 'failed_retryable';
}

/** Cuts a detail to 300 characters, for `last_error` columns and log lines. */
export function clip(text: string, max = 300): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
