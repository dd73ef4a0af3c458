/**
 * What a message's outcome does to the appointment it is about (spec 000 §4
 * invio_sms_promemoria; 001 §4), found through the message's ref id (`@shared/domain/ref-ids`).
 * Called inside the transaction that records the outcome, so the message and the
 * appointment change together. Each change bumps the appointment's `version` (an edit
 * dialog opened before sees a stale write, never overwrites the new state).
 *
 * | event       | reminder (`P-…`)                          | Veicolo pronto (`V-…`) |
 * |-------------|-------------------------------------------|------------------------|
 * | `sms_sent`  | 1, 4 or 5 → 2, reminderSentAt = now        | readySentAt = now      |
 * | `wa_sent`   | 1, 4 or 5 → 3, reminderSentAt = now        | –                      |
 * | `wa_no_wa`  | 1 or 5 → 4 (red)                           | –                      |
 * | `wa_removed`| 5 → 0 (a pending WA reminder deleted)      | –                      |
 *
 * A recall (`R-…`, `@shared/domain/recalls`) goes 1 → 2 on `sms_sent` / `wa_sent`
 * (`./linked-recall.ts`).
 *
 * `wa_removed` only undoes 5 ("campagna creata"): deleting the record of a reminder that
 * already went (2, 3) or bounced (4) does not unsend it, so the grid keeps saying so.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseRef } from '@shared/domain/ref-ids';
import { ReminderState } from '@shared/domain/status';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { updateLinkedRecall } from './linked-recall';
import { versionBump } from '@server/domain/appointments';

export type LinkedEvent = 'sms_sent' | 'wa_sent' | 'wa_no_wa' | 'wa_removed';

const REMINDER_CHANGE: Record<LinkedEvent, { from: number[]; to: number; stamp: boolean }> = {
  sms_sent: {
    from: [ReminderState.Scheduled, ReminderState.NoWhatsapp, ReminderState.WaCampaign],
    to: ReminderState.SentSms,
    stamp: true,
  },
  wa_sent: {
    from: [ReminderState.Scheduled, ReminderState.NoWhatsapp, ReminderState.WaCampaign],
    to: ReminderState.SentWa,
    stamp: true,
  },
  wa_no_wa: {
    from: [ReminderState.Scheduled, ReminderState.WaCampaign],
    to: ReminderState.NoWhatsapp,
    stamp: false,
  },
  wa_removed: { from: [ReminderState.WaCampaign], to: ReminderState.No, stamp: false },
};

/**
 * Applies `event` to the appointment `refId` links to. Resolves to the appointment's date
 * when it changed (for a grid `day` event), else null.
 */
export async function updateLinkedAppointment(
  tx: DbOrTx,
  workshopId: number,
  refId: string | null,
  event: LinkedEvent,
): Promise<string | null> {
  const recall = await updateLinkedRecall(tx, workshopId, refId, event);
  if (recall !== undefined) return recall;
  const link = parseRef(refId);
  if (link.kind === 'other') return null;
  const byId = and(
    eq(appointments.workshopId, workshopId),
    eq(appointments.id, link.appointmentId),
  );
  const touch = versionBump();
  if (link.kind === 'ready') {
    if (event !== 'sms_sent') return null;
    const [row] = await tx
      .update(appointments)
      .set({ readySentAt: sql`now()`, ...touch })
      .where(byId)
      .returning({ date: appointments.date });
    return row?.date ?? null;
  }
  const change = REMINDER_CHANGE[event];
  const [row] = await tx
    .update(appointments)
    .set({
      reminderStatus: change.to,
      ...(change.stamp ? { reminderSentAt: sql`now()` } : {}),
      ...touch,
    })
    .where(and(byId, inArray(appointments.reminderStatus, change.from)))
    .returning({ date: appointments.date });
  return row?.date ?? null;
}
