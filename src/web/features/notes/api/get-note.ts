/**
 * GET `/api/notes/:date` (contract `getNote`, spec 000 §2 notes block): NOTE DEL GIORNO of a
 * date, or PROMEMORIA (date `PROMEMORIA_DATE`). Key `noteKeys.note(date)`.
 */
import { queryOptions } from '@tanstack/react-query';
import { getNote } from '@shared/contracts/notes';
import { call } from '@web/lib/api-client';
import { noteKeys } from '../keys';

/** The note of `date` (`YYYY-MM-DD`); empty text when none was written. */
export const noteQueryOptions = (date: string) =>
  queryOptions({
    queryKey: noteKeys.note(date),
    queryFn: async () => (await call(getNote, { params: { date } })).note,
  });
