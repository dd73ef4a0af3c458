/**
 * Daily notes (spec 000 §2 notes block, §3 Note): NOTE DEL GIORNO keyed by date, and the
 * fixed PROMEMORIA record (date 1987-10-03). History lists up to 31 notes.
 */
import { z } from 'zod';
import { dateParamsSchema, isoDateSchema, multiLineText } from './common';
import { defineEndpoint } from './endpoint';

export const PROMEMORIA_DATE = '1987-10-03';
export const NOTES_HISTORY_MAX = 31;

export const noteSchema = z.object({ date: isoDateSchema, text: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const saveNoteInputSchema = z.object({ text: multiLineText(10_000) });
export const noteResponseSchema = z.object({ note: noteSchema });
/** Notes before (`dir=back`) or after (`dir=forward`) a date that have text, nearest first. */
export const notesHistoryQuerySchema = z.object({
  from: isoDateSchema,
  dir: z.enum(['back', 'forward']),
});
export const notesHistoryResponseSchema = z.object({ notes: z.array(noteSchema) });

const tag = 'notes';

/** GET /notes?from=&dir=: ≤ 31 non-empty notes strictly before/after `from`, nearest first. */
export const getNotesHistory = defineEndpoint({
  method: 'GET',
  path: '/notes',
  access: 'workshop',
  tag,
  summary: 'Note precedenti o successive',
  query: notesHistoryQuerySchema,
  response: notesHistoryResponseSchema,
  errors: [],
});

/** GET /notes/:date: the day's note (empty text when none). */
export const getNote = defineEndpoint({
  method: 'GET',
  path: '/notes/:date',
  access: 'workshop',
  tag,
  summary: 'Nota del giorno',
  params: dateParamsSchema,
  response: noteResponseSchema,
  errors: [],
});

export const saveNote = defineEndpoint({
  method: 'PUT',
  path: '/notes/:date',
  access: 'workshop',
  tag,
  summary: 'Salva la nota del giorno',
  params: dateParamsSchema,
  body: saveNoteInputSchema,
  response: noteResponseSchema,
  errors: [],
});
