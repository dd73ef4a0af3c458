/**
 * ARCHIVIO (spec 001 §2 archivio): one search box over every year of appointments. The
 * words typed are matched, each as a part of a word, against surname, phone, plate and
 * model, accents and case ignored (`@shared/domain/search-text`); results newest first
 * with date and slot (riga, colonna, the row's time label), at most `ARCHIVE_LIMIT`.
 * A search needs one word of at least 3 characters (what the trigram index can look up).
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { isSearchable } from '../domain/search-text';
import { placedAppointmentSchema, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

/** Most results one search answers (newest first). */
export const ARCHIVE_LIMIT = 100;

export const archiveQuerySchema = z.object({
  q: singleLineText(100).refine(isSearchable, { message: MSG.archiveTermTooShort }),
});

export const archiveHitSchema = placedAppointmentSchema.extend({
  phone: z.string(),
  plate: z.string(),
  model: z.string(),
  status: z.number().int(),
});
export type ArchiveHit = z.infer<typeof archiveHitSchema>;

export const archiveResponseSchema = z.object({
  results: z.array(archiveHitSchema),
  /** More than `ARCHIVE_LIMIT` matched: the oldest were left out. */
  truncated: z.boolean(),
});

/** GET /archive?q=: the archive search. */
export const searchArchive = defineEndpoint({
  method: 'GET',
  path: '/archive',
  access: 'workshop',
  tag: 'archive',
  summary: 'Archivio: ricerca negli appuntamenti di tutti gli anni',
  query: archiveQuerySchema,
  response: archiveResponseSchema,
  errors: [],
});
