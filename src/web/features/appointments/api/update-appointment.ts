/**
 * PATCH `/api/appointments/:id` (CONTRACT) with the `version` the user saw. 409 `stale`
 * carries `error.current` (the appointment as it is now): it is written into the day's
 * cache so the grid and the dialog show the current content.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateAppointment,
  type Appointment,
  type UpdateAppointmentInput,
} from '@shared/contracts/appointments';
import { ApiError, call } from '@web/lib/api-client';
import { refreshDays, removeFromDays, upsertInDay } from './day-cache';
import { SYNC_COUNTS } from './sync-counts';

export type UpdateAppointmentVars = { id: number; date: string; input: UpdateAppointmentInput };

/** Saves an edit; rejects with ApiError (`stale`, `not_found`, `bad_request`…). */
export function useUpdateAppointment() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: async ({ id, input }: UpdateAppointmentVars) =>
      (await call(updateAppointment, { params: { id }, body: input })).appointment,
    onSuccess: (appointment) => upsertInDay(qc, appointment),
    onError: (err, { id }) => {
      if (err instanceof ApiError && err.code === 'stale' && err.current) {
        upsertInDay(qc, err.current as Appointment);
      }
      if (err instanceof ApiError && err.status === 404) removeFromDays(qc, id);
    },
    onSettled: (_a, _e, { date }) => refreshDays(qc, date),
  });
}
