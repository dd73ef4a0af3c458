/**
 * GET `/api/privacy/subject` and POST `/api/privacy/subject/erase` (contracts
 * `getSubjectData`, `eraseSubjectData`; docs/PRIVACY.md). Rejects like `call` (`ApiError`
 * with the server's Italian message, e.g. "Indicare un telefono o una targa").
 */
import { queryOptions } from '@tanstack/react-query';
import { eraseSubjectData, getSubjectData, type ErasedCounts } from '@shared/contracts/privacy';
import { call } from '@web/lib/api-client';
import { archiveKeys } from '../keys';

/** A person as searched: phone and/or plate as typed (the server normalises them). */
export type SubjectQuery = { phone: string; plate: string };

/** Everything held about `s`, grouped by kind; not cached between searches (personal data). */
export const subjectQueryOptions = (s: SubjectQuery) =>
  queryOptions({
    queryKey: archiveKeys.subject(s.phone, s.plate),
    queryFn: () => call(getSubjectData, { query: s }),
    retry: false,
    gcTime: 0,
  });

/** Anonymises every row about `s`; resolves to how many rows of each kind changed. */
export async function eraseSubject(s: SubjectQuery): Promise<ErasedCounts> {
  const { erased } = await call(eraseSubjectData, { body: s });
  return erased;
}
