/** GET `/api/archive?q=` (contract `searchArchive`, spec 001 §2 archivio). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchArchive } from '@shared/contracts/archive';
import { isSearchable } from '@shared/domain/search-text';
import { call } from '@web/lib/api-client';
import { archiveKeys } from '../keys';

/** Appointments matching every word of `q`, newest first; disabled until `q` is searchable. */
export const archiveQueryOptions = (q: string) =>
  queryOptions({
    queryKey: archiveKeys.search(q),
    queryFn: () => call(searchArchive, { query: { q } }),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
