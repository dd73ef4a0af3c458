/**
 * POST `/api/appointments` (CONTRACT): a new appointment in an empty slot. 201
 * `{appointment}`; 400 with the Italian message; 409 `slot_taken` "Casella Occupata"
 * (the day is refreshed so the grid shows who took it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAppointment, type CreateAppointmentInput } from '@shared/contracts/appointments';
import { call } from '@web/lib/api-client';
import { refreshDays, upsertInDay } from './day-cache';
import { SYNC_COUNTS } from './sync-counts';

/** Creates an appointment; rejects with ApiError (the dialog stays open with the text). */
export function useCreateAppointment() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: async (input: CreateAppointmentInput) =>
      (await call(createAppointment, { body: input })).appointment,
    onSuccess: (appointment) => upsertInDay(qc, appointment),
    onSettled: (_a, _e, input) => refreshDays(qc, input.date),
  });
}
