/**
 * Shared pieces of the API contracts: the error envelope, ISO dates, ids.
 * Every error answer is `{ error: { code, message } }` with `message` in Italian (DESIGN.md).
 */
import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { MSG } from '../messages';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: MSG.invalidDate })
  .describe('Calendar date YYYY-MM-DD (Europe/Rome)');

export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });
export const dateParamsSchema = z.object({ date: isoDateSchema });

/** Stable error codes; the client maps them back when it needs to react (e.g. `stale`). */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'slot_taken',
  'stale',
  'not_available',
  'rate_limited',
  'account_inactive',
  'account_expired',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Extra data for some codes: `stale` carries the current appointment. */
    current: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
