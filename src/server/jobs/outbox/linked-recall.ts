/**
 * What a recall message's outcome does (spec 000 §4 invio_sms_richiamo: 0 No,
 * 1 In programmazione, 2 Inviato): sent by SMS or WhatsApp → 2 with the send time, on the
 * appointment (`R-{YYYY-MM}-A{id}`) or manual recall (`R-{YYYY-MM}-M{id}`). Runs inside the
 * transaction recording the outcome.
 */
import { and, eq, sql } from 'drizzle-orm';
import { parseRecallRef } from '@shared/domain/recalls';
import { RecallState } from '@shared/domain/status';
import type { DbOrTx } from '@server/db/client';
import { appointments, recalls } from '@server/db/schema';
import { versionBump } from '@server/domain/appointments';

/**
 * Resolves to undefined when `refId` is not a recall's; otherwise to the appointment's
 * date when it changed (for a grid `day` event), else null.
 */
export async function updateLinkedRecall(
  tx: DbOrTx,
  workshopId: number,
  refId: string | null,
  event: 'sms_sent' | 'wa_sent' | 'wa_no_wa' | 'wa_removed',
): Promise<string | null | undefined> {
  const link = parseRecallRef(refId);
  if (!link) return undefined;
  if (event !== 'sms_sent' && event !== 'wa_sent') return null;
  if (link.source === 'M') {
    await tx
      .update(recalls)
      .set({ recallStatus: RecallState.Sent, recallSentAt: sql`now()` })
      .where(and(eq(recalls.workshopId, workshopId), eq(recalls.id, link.id)));
    return null;
  }
  const [row] = await tx
    .update(appointments)
    .set({
      recallStatus: RecallState.Sent,
      recallSentAt: sql`now()`,
      ...versionBump(),
    })
    .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, link.id)))
    .returning({ date: appointments.date });
  return row?.date ?? null;
}
