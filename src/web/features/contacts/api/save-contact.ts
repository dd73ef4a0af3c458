/**
 * POST `/api/contacts` and PUT `/api/contacts/:id` (contracts `createContact`,
 * `updateContact`), and DELETE (`deleteContact`). Each refreshes every contacts list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createContact,
  deleteContact,
  updateContact,
  type ContactInput,
} from '@shared/contracts/contacts';
import { call } from '@web/lib/api-client';
import { contactKeys } from '../keys';

/** Creates (`id` undefined) or replaces a contact; rejects with ApiError. */
export function useSaveContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: ContactInput }) =>
      id === undefined
        ? (await call(createContact, { body })).contact
        : (await call(updateContact, { params: { id }, body })).contact,
    onSuccess: () => qc.invalidateQueries({ queryKey: contactKeys.all() }),
  });
}

/** Deletes a contact; rejects with ApiError. */
export function useDeleteContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteContact, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: contactKeys.all() }),
  });
}
