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

/**
 * One row: `[phone, expiry, plate, vehicle]`; expiry `YYYYMM` as the file has it (day 01).
 * Rows are tuples so 50,000 of them stay a small body.
 */
export const importRowSchema = z.tuple([
  z.string().max(40),
  z.string().max(20),
  z.string().max(20),
  z.string().max(100),
]);
export type ImportRow = z.infer<typeof importRowSchema>;

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
 * POST /recalls/import: one campaign with a message per row with a valid phone (others
 * skipped). 409 "Già esiste una campagna con questo nome"; 400 "Non ci sono inserimenti da
 * fare"; 400 "Si sono verificati degli errori, verificare la campagna importata (riga N)"
 * when a row is wrong (bad expiry): nothing is stored.
 */
export const importRecalls = defineEndpoint({
  method: 'POST',
  path: '/recalls/import',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Importa una campagna da file',
  body: importInputSchema,
  status: 201,
  response: z.object({
    campaign: campaignSchema,
    inserted: z.number().int(),
    skipped: z.number().int(),
    notice: z.string(),
  }),
  errors: ['duplicate_campaign'],
});
