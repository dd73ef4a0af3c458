/**
 * DELETE `/api/appointments/:id` (CONTRACT). Optimistic: the cell empties at once and
 * comes back if the server refuses (404 means it is already gone, which is fine).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayResponse } from '@shared/contracts/appointments';
import { deleteAppointment } from '@shared/contracts/appointments';
import { ApiError, call } from '@web/lib/api-client';
import { dayKeys } from '@web/data/keys';
import { SYNC_COUNTS } from './sync-counts';
import { holdDay, refreshDays } from './day-cache';

const dayKey = dayKeys.day;

export type DeleteAppointmentVars = { id: number; date: string };

/** Deletes an appointment; the day cache is rolled back on failure. */
export function useDeleteAppointment() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: ({ id }: DeleteAppointmentVars) =>
      call(deleteAppointment, { params: { id } }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return { ok: true as const };
        throw err;
      }),
    onMutate: async ({ id, date }) => {
      await holdDay(qc, date);
      const previous = qc.getQueryData<DayResponse>(dayKey(date));
      if (previous) {
        qc.setQueryData<DayResponse>(dayKey(date), {
          ...previous,
          appointments: previous.appointments.filter((a) => a.id !== id),
        });
      }
      return { previous };
    },
    onError: (_err, { date }, ctx) => {
      if (ctx?.previous) qc.setQueryData(dayKey(date), ctx.previous);
    },
    onSettled: (_d, _e, { date }) => refreshDays(qc, date),
  });
}
