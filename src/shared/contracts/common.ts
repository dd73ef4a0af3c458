/**
 * Shared pieces of the API contracts: the error envelope, ISO dates, ids.
 * Every error answer is `{ error: { code, message } }` with `message` in Italian (docs/ARCHITECTURE.md "Life of a request").
 */
import { z } from 'zod';
import { isIsoDate } from '../domain/iso-date';
import { hasLineBreak, hasUnsafeChars } from '../domain/safe-text';
import { COMMON_MSG, HTTP_MSG } from '@shared/messages';

/** PostgreSQL `smallint` range. */
export const INT2_MIN = -32_768;
export const INT2_MAX = 32_767;
/** PostgreSQL `integer` (int4) range: a larger number made PostgreSQL fail with a 500. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer that fits a PostgreSQL `integer` column (README "Limits and hardening": bounded integers). */
export const int4 = () => z.number().int().min(INT4_MIN).max(INT4_MAX);
/** An integer that fits a PostgreSQL `smallint` column. */
export const int2 = () => z.number().int().min(INT2_MIN).max(INT2_MAX);

/**
 * A one-line text of at most `max` characters (README "Limits and hardening"): no control characters, no lone
 * surrogates, no tab or line break. Messages name the field (the server fills `{campo}`).
 * Use for names, codes, titles, addresses, links.
 */
export const singleLineText = (max: number, tooLong: string = HTTP_MSG.tooLong) =>
  z
    .string()
    .max(max, { message: tooLong })
    .refine((v) => !hasUnsafeChars(v), { message: HTTP_MSG.unsafeChars, abort: true })
    .refine((v) => !hasLineBreak(v), { message: HTTP_MSG.lineBreak });

/**
 * A multi-line text of at most `max` characters (message texts, notes): tab and line
 * breaks allowed, other control characters and lone surrogates refused (README "Limits and hardening").
 */
export const multiLineText = (max: number) =>
  z
    .string()
    .max(max, { message: HTTP_MSG.tooLong })
    .refine((v) => !hasUnsafeChars(v), { message: HTTP_MSG.unsafeChars });

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: COMMON_MSG.invalidDate })
  .describe('Calendar date YYYY-MM-DD (Europe/Rome)');

/**
 * An appointment where it stands, as the lists beside the grid show it (ARCHIVIO, the WEB
 * box): its id, day, slot and surname. Areas extend it with the fields they show.
 */
export const placedAppointmentSchema = z.object({
  id: z.number().int(),
  date: isoDateSchema,
  /** `riga`: index into the timetable. */
  row: z.number().int(),
  /** `colonna`: 1 to 3. */
  column: z.number().int(),
  /** The row's label in today's timetable ("7:30"), '' when the row is past its end. */
  time: z.string(),
  surname: z.string(),
});

/** Largest safe value of a `bigint`/`bigserial` id as a JS number. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/** Plain digits of a whole number: no sign, space, dot, exponent, hex or leading zero; ≤ 19 digits. */
const PLAIN_DIGITS = /^(0|[1-9][0-9]{0,18})$/;

/**
 * A whole number in `[min, max]` (README "Limits and hardening", strict integers): a JSON
 * number, or — in a path or query string — plain digits (`^[1-9][0-9]{0,18}$`, or `0`).
 * `0xee`, `238.0`, `+238`, `238 `, `1e3`, `true` and numbers past `max` fail with
 * `message` (default "Il campo «{campo}» non è valido", naming the parameter).
 */
export function strictInt(min: number, max: number, message: string = HTTP_MSG.invalidField) {
  return z
    .union(
      [
        z.number({ message }),
        z.string({ message }).regex(PLAIN_DIGITS, { message }).transform(Number),
      ],
      { message },
    )
    .pipe(z.number().int({ message }).min(min, { message }).max(max, { message }));
}

/** A row id of a column whose largest value is `max` (INT4_MAX for `serial`, ID_MAX for `bigserial`). */
export const idOf = (max: number) => strictInt(1, max);

/** A `bigserial` row id (1 … ID_MAX), strict as `strictInt`. */
export const idSchema = idOf(ID_MAX);
/** A row `version` (int4) carried by optimistic writes. */
export const versionSchema = z.number().int().min(0).max(INT4_MAX);
export const idParamsSchema = z.object({ id: idSchema });
export const dateParamsSchema = z.object({ date: isoDateSchema });

/**
 * Stable error codes and their HTTP status; the client maps a code back when it needs to
 * react (e.g. `stale` → merge dialog). Every endpoint may answer the generic ones
 * (`GENERIC_ERRORS`); an endpoint contract lists the others it may answer.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  /** The password step before a second-factor code is missing or older than 5 minutes. */
  second_factor_expired: 401,
  forbidden: 403,
  cross_site: 403,
  account_inactive: 403,
  account_expired: 403,
  not_found: 404,
  /** A customer link whose appointment day is past (docs/MESSAGING.md "Customer links"). */
  link_expired: 404,
  method_not_allowed: 405,
  conflict: 409,
  slot_taken: 409,
  stale: 409,
  duplicate_username: 409,
  duplicate_link_web: 409,
  duplicate_campaign: 409,
  /** A message already sent, or being sent, cannot be changed (messaging). */
  message_locked: 409,
  /** The caller is not the workshop's WhatsApp PC (config_tool.id_wa, spec 001 §8). */
  wa_not_enabled: 409,
  /** Today's WhatsApp messages reached config_wa.massivo_max (spec 001 §8, §9). */
  wa_daily_limit: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Codes any endpoint may answer whatever its contract lists (validation, limits, outages). */
export const GENERIC_ERRORS = [
  'bad_request',
  'cross_site',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'service_unavailable',
] as const satisfies readonly ErrorCode[];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    /** Extra data for some codes: `stale` carries the current appointment. */
    current: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
