/**
 * "Non contattare" in the edit dialog (docs/MESSAGING.md "Non contattare"): checked when the
 * phone typed in the dialog is on the workshop's list; toggling adds or removes that phone
 * at once (the list is the workshop's, not the appointment's, so it does not wait for
 * Salva). Off for an empty phone. Messages already queued to it are withdrawn by the server;
 * a toast says how many.
 */
import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { normalizePhone } from '@shared/domain/phone';
import { setOptOut, useOptOutSet } from '@web/features/appointments/api/opt-outs';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';
import { toast, toastError } from '@web/lib/toast';

export function OptOutToggle({ phone: typed }: { phone: string }) {
  const qc = useQueryClient();
  const listed = useOptOutSet();
  /** The state asked for while its request runs (shown at once), else null. */
  const [pending, setPending] = useState<boolean | null>(null);
  const phone = normalizePhone(typed.trim());
  const checked = pending ?? (phone !== '' && listed.has(phone));
  const toggle = async (on: boolean) => {
    setPending(on);
    try {
      const withdrawn = await setOptOut(qc, phone, on);
      if (withdrawn > 0) toast.info(T.optOutWithdrawn(withdrawn));
    } catch (err) {
      toastError(err);
    } finally {
      setPending(null);
    }
  };
  return (
    <Checkbox
      label={T.optOut}
      description={T.optOutHint}
      checked={checked}
      disabled={phone === '' || pending !== null}
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}
