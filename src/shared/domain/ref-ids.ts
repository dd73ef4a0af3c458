/**
 * Message reference ids (`id_rif`, spec 001 §3): what a message is about, so that its
 * outcome updates the right appointment and a message is queued at most once per
 * (workshop, channel, ref id) (unique index `messages_ref_uq`).
 *
 * - `P-{year}-{appointment id}`: a reminder (spec 000 §3; year of the appointment date);
 * - `V-{appointment id}-{ms}`: a "Veicolo pronto" SMS (readySentAt when sent);
 * - `T-{appointment id}-{ms}`: an "Avviso ticket" SMS;
 * - `W-{WhatsApp message id}`: the SMS fallback of a WhatsApp message (queued once).
 */

export type RefLink =
  | { kind: 'reminder'; appointmentId: number }
  | { kind: 'ready'; appointmentId: number }
  | { kind: 'other' };

/** The reminder ref of an appointment: `reminderRef('2026-05-04', 12)` → `"P-2026-12"`. */
export function reminderRef(date: string, appointmentId: number): string {
  return `P-${date.slice(0, 4)}-${appointmentId}`;
}

/** The ref of a single SMS from the grid (unique per press: `nowMs`). */
export function singleRef(
  kind: 'ready' | 'ticket' | 'reminder',
  appointmentId: number,
  nowMs: number,
): string {
  return `${kind === 'ready' ? 'V' : kind === 'ticket' ? 'T' : 'S'}-${appointmentId}-${nowMs}`;
}

/** The ref of the SMS fallback of WhatsApp message `waMessageId`. */
export function fallbackRef(waMessageId: number): string {
  return `W-${waMessageId}`;
}

/** What a ref id links to; ids beyond the safe integer range link to nothing. */
export function parseRef(ref: string | null | undefined): RefLink {
  const reminder = /^P-\d{4}-(\d{1,15})$/.exec(ref ?? '');
  if (reminder) return { kind: 'reminder', appointmentId: Number(reminder[1]) };
  const ready = /^V-(\d{1,15})-\d+$/.exec(ref ?? '');
  if (ready) return { kind: 'ready', appointmentId: Number(ready[1]) };
  return { kind: 'other' };
}
