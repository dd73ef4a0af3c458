/**
 * SMS provider adapter (docs/ARCHITECTURE.md "The SMS outbox"; spec 000 §7 "GET SMS
 * provider /send" and "/credits", spec 001 §7 "Credits lookup by SMS token"). The server
 * sends every SMS; the token never reaches a browser, a log line or an error message.
 *
 * SMSFactor's HTTP API, relative to a configurable base URL:
 * - `GET {base}/send?text=&to=39{phone}&sender=&token=&gsmsmsid={message id}`
 *   (`/send/simulate` in simulate mode) → JSON `{ status: 1, message: "OK", ticket }`, or a
 *   negative `status` with `details`;
 * - `GET {base}/credits` with `Authorization: Bearer {token}` → `{ credits: "123" }`.
 *
 * `send` never throws: every failure is a `SendOutcome` (see ./sms-outcome.ts for the table).
 */
import type { Config } from '../config';
import { isValidMobile } from '@shared/domain/phone';
import { clip, outcomeFromProviderStatus, type SendOutcome } from './sms-outcome';
import { smsProviderErrors } from '@server/http/process-metrics';
import { DevSmsProvider } from './sms-dev-provider';

export type { SendOutcome } from './sms-outcome';

/**
 * One SMS to send. `id`: our message id (sent as `gsmsmsid`, so the provider's records
 * point back to the outbox row); `to`: Italian mobile, 9–10 digits starting with 3, without
 * prefix (the adapter adds 39); `sender`: ≤ 11 characters (longer is cut, empty → "Revisione",
 * spec 000 §9, 001 §5); `token`: the workshop's provider token (config_sms.token).
 */
export interface SmsMessage {
  id: number;
  to: string;
  text: string;
  sender: string;
  token: string;
}

/** Anything that sends SMS: the SMSFactor adapter, the development provider, test doubles. */
export interface SmsProvider {
  /** Sends one message; resolves to what happened, never rejects. */
  send(msg: SmsMessage): Promise<SendOutcome>;
  /** The account's remaining credit; rejects with `SmsProviderError` on any failure. */
  credits(token: string): Promise<number>;
}

/** Pino-compatible subset the adapters log through (one line per send, never text or token). */
export interface SmsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A failed credits lookup. `message` is English and token-free; the UI shows "errore"
 * (spec 001 §8). `providerStatus` is SMSFactor's negative status when it answered one.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** Default sender when the workshop configured none (spec 000 §9). */
export const DEFAULT_SENDER = 'Revisione';
/** Longest sender the provider accepts (spec 001 §5, §9). */
export const MAX_SENDER_LENGTH = 11;

/** Options of `HttpSmsProvider`. `timeoutMs`: whole request including the answer's body. */
export interface HttpSmsProviderOptions {
  baseUrl: string;
  timeoutMs: number;
  simulate?: boolean;
  logger?: SmsLogger;
}

/** Network error codes raised before any byte of the request can have left. */
const NOTHING_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The SMSFactor-compatible HTTP adapter. */
export class HttpSmsProvider implements SmsProvider {
  private readonly base: string;

  constructor(private readonly opts: HttpSmsProviderOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
  }

  async send(msg: SmsMessage): Promise<SendOutcome> {
    const outcome = await this.trySend(msg);
    const line = { messageId: msg.id, kind: outcome.kind, ...pickLogFields(outcome) };
    if (outcome.kind === 'sent') this.opts.logger?.info(line, 'SMS sent');
    else this.opts.logger?.warn(line, 'SMS not sent');
    if (outcome.kind !== 'sent') smsProviderErrors.inc({ reason: outcome.reason });
    return outcome;
  }

  private async trySend(msg: SmsMessage): Promise<SendOutcome> {
    if (!isValidMobile(msg.to))
      return {
        kind: 'failed_no_retry',
        reason: 'invalid_input',
        error: 'not an Italian mobile number',
      };
    if (!msg.text.trim())
      return { kind: 'failed_no_retry', reason: 'invalid_input', error: 'empty text' };
    if (!msg.token)
      return { kind: 'failed_retryable', reason: 'auth', error: 'no SMS token configured' };
    const query = new URLSearchParams({
      text: msg.text,
      to: `39${msg.to}`,
      sender: senderOf(msg.sender),
      token: msg.token,
      gsmsmsid: String(msg.id),
    });
    const path = this.opts.simulate ? '/send/simulate' : '/send';
    const url = `${this.base}${path}?${query.toString()}`;
    let status: number;
    let body: string;
    try {
      const res = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      status = res.status;
      body = await res.text();
    } catch (err) {
      return outcomeOfNetworkError(err, msg.token, this.opts.timeoutMs);
    }
    const redact = (s: string) => redactToken(s, msg.token);
    if (status >= 500) return httpUnknown(status);
    const answer = parseJson(body);
    const providerStatus = answer ? toNumber(answer.status) : undefined;
    if (
      answer &&
      (providerStatus === 1 || (providerStatus === undefined && answer.message === 'OK'))
    ) {
      if (status >= 300) return httpUnknown(status);
      const ticket =
        answer.ticket === undefined || answer.ticket === null ? null : String(answer.ticket);
      return { kind: 'sent', ticket, simulated: Boolean(this.opts.simulate) };
    }
    if (providerStatus !== undefined) {
      const details =
        typeof answer?.details === 'string' ? answer.details : String(answer?.message ?? '');
      return outcomeFromProviderStatus(providerStatus, redact(details));
    }
    if (status >= 300) return httpUnknown(status);
    return {
      kind: 'unknown',
      reason: 'bad_answer',
      error: clip(`unparsable answer: ${redact(body)}`, 200),
    };
  }

  async credits(token: string): Promise<number> {
    if (!token) throw new SmsProviderError('no SMS token configured', -1);
    let status: number;
    let body: string;
    try {
      const res = await fetch(`${this.base}/credits`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      status = res.status;
      body = await res.text();
    } catch (err) {
      throw new SmsProviderError(`credits lookup failed: ${networkDetail(err, token)}`);
    }
    const answer = parseJson(body);
    const providerStatus = answer ? toNumber(answer.status) : undefined;
    if (providerStatus !== undefined && providerStatus < 0)
      throw new SmsProviderError(
        `credits lookup refused: provider status ${providerStatus}`,
        providerStatus,
      );
    const credits = answer ? toNumber(answer.credits) : undefined;
    if (status >= 300 || credits === undefined)
      throw new SmsProviderError(`credits lookup failed: HTTP ${status}, unexpected answer`);
    return credits;
  }
}

/**
 * The provider the server uses: the SMSFactor adapter when `SMS_PROVIDER_URL` is set
 * (timeout `SMS_TIMEOUT_MS`, `/send/simulate` when `SMS_SIMULATE=1`), otherwise the
 * development provider, which records messages in memory and sends nothing.
 */
export function smsProviderFromConfig(
  config: Pick<Config, 'SMS_PROVIDER_URL' | 'SMS_TIMEOUT_MS' | 'SMS_SIMULATE'>,
  logger?: SmsLogger,
): SmsProvider {
  if (!config.SMS_PROVIDER_URL) return new DevSmsProvider({ logger });
  return new HttpSmsProvider({
    baseUrl: config.SMS_PROVIDER_URL,
    timeoutMs: config.SMS_TIMEOUT_MS,
    simulate: config.SMS_SIMULATE === '1',
    logger,
  });
}

/** The sender as sent: trimmed, cut to 11 characters, "Revisione" when empty. */
export function senderOf(sender: string): string {
  return sender.trim().slice(0, MAX_SENDER_LENGTH) || DEFAULT_SENDER;
}

/** Replaces every occurrence of `token` (raw and URL-encoded) in `text` by `***`. */
export function redactToken(text: string, token: string): string {
  if (!token) return text;
  let out = text;
  for (const form of new Set([
    token,
    encodeURIComponent(token),
    new URLSearchParams({ t: token }).toString().slice(2),
  ]))
    out = out.split(form).join('***');
  return out;
}

/** Classifies a rejected `fetch` (or body read): refused before sending vs may have left. */
function outcomeOfNetworkError(err: unknown, token: string, timeoutMs: number): SendOutcome {
  const detail = networkDetail(err, token);
  if (isTimeout(err))
    return { kind: 'unknown', reason: 'timeout', error: `no answer within ${timeoutMs} ms` };
  const codes = errorCodes(err);
  if (codes.length > 0 && codes.every((c) => NOTHING_SENT_CODES.has(c)))
    return { kind: 'failed_retryable', reason: 'connection', error: detail };
  return { kind: 'unknown', reason: 'connection_lost', error: detail };
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/** Every `code` along the cause chain, including each error of an AggregateError. */
function errorCodes(err: unknown, depth = 0): string[] {
  if (!(err instanceof Error) || depth > 5) return [];
  const own = (err as { code?: unknown }).code;
  const nested =
    err instanceof AggregateError ? err.errors.flatMap((e) => errorCodes(e, depth + 1)) : [];
  const cause = errorCodes((err as { cause?: unknown }).cause, depth + 1);
  const codes = [...nested, ...cause];
  // An outer code (e.g. undici's UND_ERR_SOCKET) over an inner ECONNRESET: keep the most specific.
  return codes.length > 0 ? codes : typeof own === 'string' ? [own] : [];
}

function networkDetail(err: unknown, token: string): string {
  if (isTimeout(err)) return 'timeout';
  const cause = (err as { cause?: unknown })?.cause;
  const inner = cause instanceof Error ? cause.message : '';
  const outer = err instanceof Error ? err.message : String(err);
  return clip(redactToken(inner ? `${outer}: ${inner}` : outer, token), 200);
}

function parseJson(body: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(body);
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function pickLogFields(o: SendOutcome): object {
  if (o.kind === 'sent') return { ticket: o.ticket, simulated: o.simulated };
  return { reason: o.reason, providerStatus: o.providerStatus, error: o.error };
}

/** An HTTP status that says nothing of the message's fate: "da verificare", never resent. */
function httpUnknown(status: number): SendOutcome {
  return { kind: 'unknown', reason: 'http_status', httpStatus: status, error: `HTTP ${status}` };
}
