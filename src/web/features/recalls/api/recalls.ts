/**
 * Recall endpoints (`@shared/contracts/recalls`): the month's list, recall campaigns,
 * letters printed and the manual recalls.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Channel } from '@shared/contracts/messaging';
import {
  addManualRecall,
  createRecallCampaign,
  deleteManualRecall,
  editManualRecall,
  listManualRecalls,
  listRecalls,
  markLettersPrinted,
  type ManualRecallInput,
  type RecallFilters,
} from '@shared/contracts/recalls';
import { call } from '@web/lib/api-client';
import { recallKeys } from '../keys';

/** The whole list of a selection; the screen filters and counts it locally. */
export const recallListQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: recallKeys.list(year, month),
    queryFn: () => call(listRecalls, { query: { year, month } }),
  });

export type NewRecallCampaign = {
  year: number;
  month: number;
  channel: Channel;
  name: string;
  filters: RecallFilters;
};

export function useCreateRecallCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRecallCampaign) => call(createRecallCampaign, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: recallKeys.all() }),
  });
}

export function useMarkLettersPrinted() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (appointmentIds: number[]) =>
      call(markLettersPrinted, { body: { appointmentIds } }),
    onSettled: () => qc.invalidateQueries({ queryKey: recallKeys.all() }),
  });
}

export const manualRecallsQueryOptions = () =>
  queryOptions({ queryKey: recallKeys.manual(), queryFn: () => call(listManualRecalls) });

export function useSaveManualRecall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ManualRecallInput }) =>
      id === null
        ? call(addManualRecall, { body: input })
        : call(editManualRecall, { params: { id }, body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: recallKeys.all() }),
  });
}

export function useDeleteManualRecall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteManualRecall, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: recallKeys.all() }),
  });
}
