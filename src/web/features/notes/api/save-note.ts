/** PUT `/api/notes/:date` (contract `saveNote`, spec 000 §2 notes block MODIFICA → SALVA). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveNote } from '@shared/contracts/notes';
import { call } from '@web/lib/api-client';
import { noteKeys } from '../keys';

/**
 * Saves a note; on success the cached note is replaced and the history lists are
 * refreshed. Rejects with ApiError (the caller keeps the draft).
 */
export function useSaveNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, text }: { date: string; text: string }) =>
      (await call(saveNote, { params: { date }, body: { text } })).note,
    onSuccess: (note) => {
      qc.setQueryData(noteKeys.note(note.date), note);
      void qc.invalidateQueries({ queryKey: noteKeys.histories() });
    },
  });
}
