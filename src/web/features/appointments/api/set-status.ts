/**
 * POST `/api/appointments/:id/status` (CONTRACT, spec 000 §4): stato 0–4; for 3 and 4 an
 * optional reason the server appends uppercased to the note. Optimistic: the colour changes
 * at once and is rolled back if the server refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAppointmentStatus, type SetStatusInput } from '@shared/contracts/appointments';
import { call } from '@web/lib/api-client';
import { dayKeys } from '@web/data/keys';
import { SYNC_COUNTS } from './sync-counts';
import { holdDay, patchInDay, refreshDays, upsertInDay } from './day-cache';

export type SetStatusVars = { id: number; date: string } & SetStatusInput;

/** Changes an appointment's stato. */
export function useSetStatus() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: async ({ id, status, reason }: SetStatusVars) =>
      (
        await call(setAppointmentStatus, {
          params: { id },
          body: { status, ...(reason ? { reason } : {}) },
        })
      ).appointment,
    onMutate: async ({ id, date, status }) => {
      await holdDay(qc, date);
      return { previous: patchInDay(qc, date, id, { status }) };
    },
    onSuccess: (appointment) => upsertInDay(qc, appointment),
    onError: (_err, { date }, ctx) => {
      if (ctx?.previous) qc.setQueryData(dayKeys.day(date), ctx.previous);
    },
    onSettled: (_a, _e, { date }) => refreshDays(qc, date),
  });
}
