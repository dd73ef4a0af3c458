/** GET `/api/workshop-codes?q=` (contract `listWorkshopCodes`, spec 001 §2 officine). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listWorkshopCodes } from '@shared/contracts/workshop-codes';
import { call } from '@web/lib/api-client';
import { workshopCodeKeys } from '../keys';

/** Codes matching `q` (uppercased by the caller; all when ''), by name. */
export const codesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: workshopCodeKeys.list(q),
    queryFn: () => call(listWorkshopCodes, { query: { q } }),
    placeholderData: keepPreviousData,
  });
