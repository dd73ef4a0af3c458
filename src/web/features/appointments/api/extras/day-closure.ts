/**
 * Day closure and slot blocking (spec 000 §2 closure popup, §4 day closure, §5 blocking).
 * Every write refreshes the day's grid (`['appointments', 'day', date]`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BlockSlotsInput } from '@shared/contracts/appointments';
import { api } from '@web/lib/api';

const dayKey = (date: string) => ['appointments', 'day', date] as const;

/** Closes (`closed: true` → PUT) or reopens (DELETE) `date`. Idempotent on the server. */
export function useSetDayClosed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ date, closed }: { date: string; closed: boolean }) =>
      api<{ ok: true }>(closed ? 'PUT' : 'DELETE', `/days/${date}/closure`),
    onSettled: (_data, _err, { date }) => qc.invalidateQueries({ queryKey: dayKey(date) }),
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
    mutationFn: (input: BlockSlotsInput) =>
      api<{ appointments: Appointment[] }>('POST', '/appointments/block', input),
    onSettled: (_data, _err, input) => qc.invalidateQueries({ queryKey: dayKey(input.date) }),
  });
}
