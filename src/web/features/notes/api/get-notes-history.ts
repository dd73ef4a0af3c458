/**
 * GET `/api/notes?from=&dir=` (contract `getNotesHistory`, spec 000 §2, §9): the history
 * list behind the arrows of the notes block. Key `noteKeys.history(from, dir)`.
 */
import { queryOptions } from '@tanstack/react-query';
import { getNotesHistory } from '@shared/contracts/notes';
import { call } from '@web/lib/api-client';
import { noteKeys } from '../keys';

/** Direction of a history list: notes before (`back`) or after (`forward`) a date. */
export type HistoryDir = 'back' | 'forward';

/** Up to 31 non-empty notes strictly before (`back`) or after (`forward`) `from`, nearest first. */
export const notesHistoryQueryOptions = (from: string, dir: HistoryDir) =>
  queryOptions({
    queryKey: noteKeys.history(from, dir),
    queryFn: async () => (await call(getNotesHistory, { query: { from, dir } })).notes,
  });
