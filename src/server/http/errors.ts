/**
 * Error factories with an HTTP status and a stable code (Outline style). The handler in
 * `app.ts` turns them into `{ error: { code, message } }`; `message` is Italian.
 */
import type { ErrorCode } from '@shared/contracts/common';
import { APPOINTMENTS_MSG, AUTH_MSG, COMMON_MSG, HTTP_MSG } from '@shared/messages';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra payload (e.g. the current appointment for `stale`). */
    readonly current?: unknown,
  ) {
    super(message);
  }
  /** For 429 and 503: seconds until a retry may succeed (sent as `Retry-After`). */
  retryAfterS?: number;
}

export const badRequest = (message: string = COMMON_MSG.badInput) =>
  new AppError(400, 'bad_request', message);
export const unauthorized = (message: string = COMMON_MSG.sessionExpired) =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = COMMON_MSG.unauthorized) =>
  new AppError(403, 'forbidden', message);
export const notFound = (message: string = APPOINTMENTS_MSG.notFound) =>
  new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const slotTaken = () => new AppError(409, 'slot_taken', APPOINTMENTS_MSG.slotTaken);
export const stale = (current: unknown) =>
  new AppError(409, 'stale', APPOINTMENTS_MSG.staleWrite, current);

/** True for a PostgreSQL unique violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The constraint named by a PostgreSQL unique violation (SQLSTATE 23505), or null. */
export function violatedConstraint(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const o = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (o.code === '23505') {
      const name = o.constraint ?? o.constraint_name;
      return typeof name === 'string' ? name : '';
    }
  }
  return null;
}

/**
 * Unique constraints a user can run into, by name (schema.ts), and what they are told.
 * Anything else is a generic 409 `conflict`, never "Casella Occupata" by accident.
 */
const UNIQUE_ERRORS: Record<string, () => AppError> = {
  appointments_slot_uq: slotTaken,
  workshops_username_uq: () =>
    new AppError(409, 'duplicate_username', COMMON_MSG.duplicateUsername),
  workshops_link_web_uq: () => new AppError(409, 'duplicate_link_web', COMMON_MSG.duplicateLinkWeb),
};

/**
 * Maps a unique violation to its error by the constraint's name; null when `err` is not a
 * unique violation. Features register their own with `registerUniqueError`.
 */
export function uniqueViolationError(err: unknown): AppError | null {
  const name = violatedConstraint(err);
  if (name === null) return null;
  const make = UNIQUE_ERRORS[name];
  return make ? make() : conflict(COMMON_MSG.genericConflict);
}

/** Adds the error a feature's unique constraint maps to (e.g. a campaign name). */
export function registerUniqueError(constraint: string, make: () => AppError): void {
  UNIQUE_ERRORS[constraint] = make;
}

/** 429 `rate_limited` with the sign-in message (or `message`) and a `Retry-After` of `retryAfterS` seconds. */
export function rateLimited(
  retryAfterS: number,
  message: string = AUTH_MSG.tooManyLogins,
): AppError {
  const err = new AppError(429, 'rate_limited', message);
  err.retryAfterS = Math.max(1, Math.ceil(retryAfterS));
  return err;
}

/** Seconds a client is told to wait (`Retry-After`) on every 503. */
export const OUTAGE_RETRY_AFTER_S = 5;

/** 503 `service_unavailable`, sent with `Retry-After: OUTAGE_RETRY_AFTER_S`. */
export const serviceUnavailable = () => {
  const err = new AppError(503, 'service_unavailable', HTTP_MSG.serviceUnavailable);
  err.retryAfterS = OUTAGE_RETRY_AFTER_S;
  return err;
};

/** Walks an error and its `cause` chain (Drizzle wraps driver errors). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let depth = 0;
  for (let e: unknown = err; e && typeof e === 'object' && depth < 10; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** Socket-level codes of a database that is away (refused, reset, unreachable, timed out). */
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres (and PGlite) messages without a SQLSTATE when the connection is gone. */
const GONE_MESSAGES =
  /not currently accepting connections|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed|Client was closed/i;

/**
 * True when `err` means the database is unreachable rather than the query wrong (README
 * "Limits and hardening"): SQLSTATE class 08 (connection exception), 57P01–57P04 (admin
 * shutdown, crash shutdown, cannot connect now, database dropped), 53300 (too many
 * connections), 55000 when the database is "not currently accepting connections"
 * (`ALLOW_CONNECTIONS false`; other 55000 errors are bugs, not outages), socket errors, a
 * pool that gave no connection in time, and the drivers' "connection terminated" errors.
 * The handler answers 503 with `Retry-After` for these.
 */
export function isConnectionFailure(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || /^57P0[1-4]$/.test(code)) return true;
    if (code === '53300' || NET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && GONE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * True for a PostgreSQL data exception (SQLSTATE class 22: number out of range, invalid
 * text representation, invalid byte sequence, bad datetime) or a NUL in text. Contracts
 * bound input so this should not happen; the handler answers 400, never 500.
 */
export function isDataException(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e.code === 'string' && e.code.startsWith('22')) return true;
  }
  return false;
}
