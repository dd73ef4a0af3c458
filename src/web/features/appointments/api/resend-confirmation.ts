/**
 * POST `/api/appointments/:id/resend-confirmation` (CONTRACT, spec 000 §5): the server
 * queues the confirmation SMS (or marks the WhatsApp one pending) and answers `notice`;
 * web = 0 gives 400 "Questo appuntamento non è stato preso sul web".
 */
import { useMutation } from '@tanstack/react-query';
import { resendConfirmation } from '@shared/contracts/appointments';
import { call } from '@web/lib/api-client';
import { SYNC_COUNTS } from './sync-counts';

/** Asks the server to send the web-booking confirmation again. */
export function useResendConfirmation() {
  return useMutation({
    meta: { invalidates: SYNC_COUNTS },
    mutationFn: (id: number) => call(resendConfirmation, { params: { id } }),
  });
}
