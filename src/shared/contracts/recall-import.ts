/**
 * File import (spec 001 §2 importa_yap, §5, §7, §8; docs/RECALLS.md "Import"): the browser decodes and
 * parses the management software's CSV and sends the mapped rows; the server queues them
 * as one campaign in one transaction (all rows or none).
 */
import { z } from 'zod';
import { RECALLS_MSG } from '../messages/recalls';
import { singleLineText } from './common';
import { defineEndpoint } from './endpoint';
import { campaignSchema, channelSchema } from './messaging';

/** Most rows one import takes (a 50,000-row file with room to spare). */
export const IMPORT_MAX_ROWS = 100_000;
/** Body limit of the import route only, in bytes (the app's default is 2 MB). */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Longest text of each column of a row: phone, expiry, plate, vehicle (code points). */
export const IMPORT_ROW_MAX = [40, 20, 20, 100] as const;

/**
 * One row: `[phone, expiry, plate, vehicle]`; expiry `YYYYMM` as the file has it (day 01).
 * Rows are tuples so 50,000 of them stay a small body.
 */
export const importRowSchema = z.tuple([
  z.string().max(IMPORT_ROW_MAX[0]),
  z.string().max(IMPORT_ROW_MAX[1]),
  z.string().max(IMPORT_ROW_MAX[2]),
  z.string().max(IMPORT_ROW_MAX[3]),
]);
export type ImportRow = z.infer<typeof importRowSchema>;

/** Code points of `s`, as zod's `.max()` counts them (a surrogate pair is one). */
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n--;
      i++;
    }
  }
  return n;
}

const fits = (v: unknown, max: number) =>
  typeof v === 'string' && (v.length <= max || codePoints(v) <= max);

/**
 * True when `importRowSchema` accepts `row` (same verdict, held to it by a seeded test):
 * an array of exactly four strings within `IMPORT_ROW_MAX`. A plain check, ~30× faster
 * than the schema over a 50,000-row file; the schema stays the definition and writes the
 * error when this says no.
 */
export function isImportRow(row: unknown): row is ImportRow {
  return (
    Array.isArray(row) &&
    row.length === 4 &&
    fits(row[0], IMPORT_ROW_MAX[0]) &&
    fits(row[1], IMPORT_ROW_MAX[1]) &&
    fits(row[2], IMPORT_ROW_MAX[2]) &&
    fits(row[3], IMPORT_ROW_MAX[3])
  );
}

export const importInputSchema = z.object({
  name: singleLineText(100)
    .transform((v) => v.trim())
    .refine((v) => v !== '', { message: RECALLS_MSG.importNameRequired }),
  channel: channelSchema,
  /** `richiami`: testo_richiami; `normalizzati`: testo_normalizzati. */
  text: z.enum(['richiami', 'normalizzati']),
  rows: z.array(importRowSchema).max(IMPORT_MAX_ROWS),
});
export type ImportInput = z.input<typeof importInputSchema>;

/**
 * `rows` as the route's body schema checks it: an array of at most `IMPORT_MAX_ROWS`
 * anything, so zod does not walk 50,000 tuples; the server checks each row itself
 * (`isImportRow`, then `importInputSchema` for the error). Its JSON Schema (OpenAPI) is
 * `importInputSchema`'s `rows`, so the documented body does not change.
 */
const rowsUnchecked = z.array(z.unknown()).max(IMPORT_MAX_ROWS);
const rowsDocumented = importInputSchema.shape.rows;
rowsUnchecked._zod.processJSONSchema = (ctx, json, params) =>
  rowsDocumented._zod.processJSONSchema!(ctx, json, params);

/**
 * The body the route validates: `importInputSchema` with `rowsUnchecked`. Wherever it
 * refuses a body, `importInputSchema`'s first issue is the same (name, channel and text
 * come first; `rows` not an array or too long is the same issue), so the 400 is too.
 */
export const importBodySchema = importInputSchema.extend({ rows: rowsUnchecked });

/**
 * POST /recalls/import: one campaign with a message per row with a valid mobile (others
 * skipped: `skipped` counts them, `invalid` those of them whose phone no numbering plan has,
 * spec 000 §5). 409 "Già esiste una campagna con questo nome"; 400 "Non ci sono inserimenti da
 * fare"; 400 "Si sono verificati degli errori, verificare la campagna importata (riga N)"
 * when a row is wrong (bad expiry): nothing is stored.
 */
export const importRecalls = defineEndpoint({
  method: 'POST',
  path: '/recalls/import',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Importa una campagna da file',
  body: importBodySchema,
  status: 201,
  response: z.object({
    campaign: campaignSchema,
    inserted: z.number().int(),
    skipped: z.number().int(),
    /** Skipped rows whose phone is no number at all (`checkPhone`: `invalid`). */
    invalid: z.number().int(),
    /** Skipped rows whose phone is on the Non contattare list (docs/MESSAGING.md). */
    skippedOptOut: z.number().int(),
    notice: z.string(),
  }),
  errors: ['duplicate_campaign'],
});
