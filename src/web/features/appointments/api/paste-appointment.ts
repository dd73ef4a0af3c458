/**
 * POST `/api/appointments/paste` (CONTRACT, spec 000 §4 paste actions): copy, cut or swap
 * a source appointment onto a target slot. 409 `slot_taken` "Casella Occupata"; 400 "E'
 * possibile invertire 2 appuntamenti solamente nella stessa data". Both days are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pasteAppointment, type PasteInput } from '@shared/contracts/appointments';
import { call } from '@web/lib/api-client';
import { refreshDays } from './day-cache';
import { SYNC_COUNTS } from './sync-counts';

export type PasteVars = PasteInput & { sourceDate: string };

/** Pastes; resolves to the written appointments. */
export function usePasteAppointment() {
  const qc = useQueryClient();
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: async ({ mode, sourceId, target }: PasteVars) =>
      (await call(pasteAppointment, { body: { mode, sourceId, target } })).appointments,
    onSettled: (_a, _e, { sourceDate, target }) => refreshDays(qc, sourceDate, target.date),
  });
}
