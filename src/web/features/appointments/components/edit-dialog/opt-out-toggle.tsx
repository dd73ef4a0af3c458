/**
 * "Non contattare" in the edit dialog (docs/MESSAGING.md "Non contattare"): checked when the
 * phone typed in the dialog is on the workshop's list; toggling adds or removes that phone
 * at once (the list is the workshop's, not the appointment's, so it does not wait for
 * Salva). Off for an empty phone.
 */
import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { normalizePhone } from '@shared/domain/phone';
import { setOptOut, useOptOutSet } from '@web/features/appointments/api/opt-outs';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';
import { toastError } from '@web/lib/toast';

export function OptOutToggle({ phone: typed }: { phone: string }) {
  const qc = useQueryClient();
  const listed = useOptOutSet();
  const [busy, setBusy] = useState(false);
  const phone = normalizePhone(typed.trim());
  const checked = phone !== '' && listed.has(phone);
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await setOptOut(qc, phone, on);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Checkbox
      label={T.optOut}
      description={T.optOutHint}
      checked={checked}
      disabled={phone === '' || busy}
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}
