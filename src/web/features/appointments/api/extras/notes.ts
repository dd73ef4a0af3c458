/**
 * Daily notes API (spec 000 §2 notes block; CONTRACT `/notes`): NOTE DEL GIORNO keyed by
 * date and PROMEMORIA (date `PROMEMORIA_DATE`). Query keys: `['notes', date]` and
 * `['notes', 'history', from, dir]` (the grid invalidates `['notes', date]` on live events).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@shared/contracts/notes';
import { api } from '@web/lib/api';

export type HistoryDir = 'back' | 'forward';

/** The note of `date` (`YYYY-MM-DD`); empty text when none was written. */
export const noteQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['notes', date],
    queryFn: async () => (await api<{ note: Note }>('GET', `/notes/${date}`)).note,
  });

/** Up to 31 non-empty notes strictly before (`back`) or after (`forward`) `from`, nearest first. */
export const notesHistoryQueryOptions = (from: string, dir: HistoryDir) =>
  queryOptions({
    queryKey: ['notes', 'history', from, dir],
    queryFn: async () =>
      (await api<{ notes: Note[] }>('GET', `/notes?from=${from}&dir=${dir}`)).notes,
  });

/**
 * Saves a note (PUT `/notes/{date}`); on success the cached note is replaced and the
 * history lists are refreshed. Rejects with ApiError (the caller keeps the draft).
 */
export function useSaveNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, text }: { date: string; text: string }) =>
      (await api<{ note: Note }>('PUT', `/notes/${date}`, { text })).note,
    onSuccess: (note) => {
      qc.setQueryData(noteQueryOptions(note.date).queryKey, note);
      void qc.invalidateQueries({ queryKey: ['notes', 'history'] });
    },
  });
}
