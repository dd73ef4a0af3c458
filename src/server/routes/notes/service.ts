/**
 * Daily notes (spec 000 §2 notes block, §3 note): NOTE DEL GIORNO keyed by date and the
 * fixed PROMEMORIA record (date 1987-10-03), with a history of up to 31 notes.
 */
import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import { NOTES_HISTORY_MAX, PROMEMORIA_DATE, type Note } from '@shared/contracts/notes';
import type { DbOrTx } from '@server/db/client';
import { notes } from '@server/db/schema';

/** The note of `date` (empty text when there is none). */
export async function getNote(db: DbOrTx, workshopId: number, date: string): Promise<Note> {
  const [row] = await db
    .select({ text: notes.text })
    .from(notes)
    .where(and(eq(notes.workshopId, workshopId), eq(notes.date, date)));
  return { date, text: row?.text ?? '' };
}

/** Saves the note of `date` (insert or replace). */
export async function saveNote(
  db: DbOrTx,
  workshopId: number,
  date: string,
  text: string,
): Promise<Note> {
  const [row] = await db
    .insert(notes)
    .values({ workshopId, date, text })
    .onConflictDoUpdate({
      target: [notes.workshopId, notes.date],
      set: { text, updatedAt: new Date().toISOString() },
    })
    .returning({ date: notes.date, text: notes.text });
  return row!;
}

/**
 * Notes with text strictly before (`back`) or after (`forward`) `from`, nearest first, at
 * most 31 (spec 000 §9), the PROMEMORIA record excluded.
 */
export async function notesHistory(
  db: DbOrTx,
  workshopId: number,
  from: string,
  dir: 'back' | 'forward',
): Promise<Note[]> {
  return db
    .select({ date: notes.date, text: notes.text })
    .from(notes)
    .where(
      and(
        eq(notes.workshopId, workshopId),
        dir === 'back' ? lt(notes.date, from) : gt(notes.date, from),
        ne(notes.date, PROMEMORIA_DATE),
        ne(notes.text, ''),
      ),
    )
    .orderBy(dir === 'back' ? desc(notes.date) : asc(notes.date))
    .limit(NOTES_HISTORY_MAX);
}
