/**
 * Day closure and slot blocking (spec 000 §2 closure popup, §4 day closure, §5 blocking).
 * Every write refreshes the day's grid (`dayKeys.day(date)`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  blockSlots,
  closeDay,
  reopenDay,
  type BlockSlotsInput,
} from '@shared/contracts/appointments';
import { call } from '@web/lib/api-client';
import { dayKeys } from '@web/data/keys';
import { SYNC_COUNTS } from './sync-counts';

/** Closes (`closed: true` → PUT) or reopens (DELETE) `date`. Idempotent on the server. */
export function useSetDayClosed() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: ({ date, closed }: { date: string; closed: boolean }) =>
      call(closed ? closeDay : reopenDay, { params: { date } }),
    onSettled: (_data, _err, { date }) => qc.invalidateQueries({ queryKey: dayKeys.day(date) }),
  });
}

/**
 * Blocks rows `fromRow ≤ r < toRow` of one column with appointments named X.
 * Rejects with the server's ApiError: 400 "ERRORE: La prima ora deve essere inferiore alla
 * seconda", 409 "ERRORE: sono già presenti appuntamenti negli orari selezionati".
 */
export function useBlockSlots() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: (input: BlockSlotsInput) => call(blockSlots, { body: input }),
    onSettled: (_data, _err, input) => qc.invalidateQueries({ queryKey: dayKeys.day(input.date) }),
  });
}
