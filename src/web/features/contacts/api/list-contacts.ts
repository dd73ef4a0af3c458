/** GET `/api/contacts?q=` (contract `listContacts`, spec 001 §2 rubrica). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listContacts } from '@shared/contracts/contacts';
import { call } from '@web/lib/api-client';
import { contactKeys } from '../keys';

/** Contacts matching `q` (all when ''), by name; the previous list stays while typing. */
export const contactsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: contactKeys.list(q),
    queryFn: () => call(listContacts, { query: { q } }),
    placeholderData: keepPreviousData,
  });
