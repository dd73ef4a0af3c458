/**
 * Daily notes (spec 000 §2 notes block, §3 Note): NOTE DEL GIORNO keyed by date, and the
 * fixed PROMEMORIA record (date 1987-10-03). History lists up to 31 notes.
 */
import { z } from 'zod';
import { isoDateSchema } from './common';

export const PROMEMORIA_DATE = '1987-10-03';
export const NOTES_HISTORY_MAX = 31;

export const noteSchema = z.object({ date: isoDateSchema, text: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const saveNoteInputSchema = z.object({ text: z.string().max(10_000) });
export const noteResponseSchema = z.object({ note: noteSchema });
/** Notes before (`dir=back`) or after (`dir=forward`) a date that have text, nearest first. */
export const notesHistoryQuerySchema = z.object({
  from: isoDateSchema,
  dir: z.enum(['back', 'forward']),
});
export const notesHistoryResponseSchema = z.object({ notes: z.array(noteSchema) });
