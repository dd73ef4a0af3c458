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
export const notFound = (message: string = APPOINTMENTS_MSG.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const slotTaken = () => new AppError(409, 'slot_taken', APPOINTMENTS_MSG.slotTaken);
export const stale = (current: unknown) => new AppError(409, 'stale', APPOINTMENTS_MSG.staleWrite, current);

/** True for a PostgreSQL unique violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
