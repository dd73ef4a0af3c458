/**
 * POST `/api/appointments/:id/resend-confirmation` (CONTRACT, spec 000 §5). Until the
 * messaging module exists the server answers 409 `not_available`; web = 0 gives 400
 * "Questo appuntamento non è stato preso sul web". The caller shows the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { resendConfirmation } from '@shared/contracts/appointments';
import { call } from '@web/lib/api-client';

/** Asks the server to send the web-booking confirmation again. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (id: number) => call(resendConfirmation, { params: { id } }),
  });
}
