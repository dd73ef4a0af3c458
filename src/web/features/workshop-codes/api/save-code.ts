/**
 * POST/PUT/DELETE `/api/workshop-codes` (contracts `createWorkshopCode`,
 * `updateWorkshopCode`, `deleteWorkshopCode`). Each refreshes every codes list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWorkshopCode,
  deleteWorkshopCode,
  updateWorkshopCode,
  type WorkshopCodeInput,
} from '@shared/contracts/workshop-codes';
import { call } from '@web/lib/api-client';
import { workshopCodeKeys } from '../keys';

/** Creates (`id` undefined) or replaces a code; rejects with ApiError. */
export function useSaveCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: WorkshopCodeInput }) =>
      id === undefined
        ? (await call(createWorkshopCode, { body })).code
        : (await call(updateWorkshopCode, { params: { id }, body })).code,
    onSuccess: () => qc.invalidateQueries({ queryKey: workshopCodeKeys.all() }),
  });
}

/** Deletes a code; rejects with ApiError. */
export function useDeleteCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteWorkshopCode, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workshopCodeKeys.all() }),
  });
}
