/**
 * Error factories with an HTTP status and a stable code (Outline style). The handler in
 * `app.ts` turns them into `{ error: { code, message } }`; `message` is Italian.
 */
import type { ErrorCode } from '@shared/contracts/common';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';

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
