/**
 * Manual recalls (spec 001 §2 aggiungi_richimo, §3 richiami, §5): name, phone, model, plate
 * and expiry month, per workshop. Another workshop's id is a 404 and changes nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ManualRecall, manualRecallInputSchema } from '@shared/contracts/recalls';
import { monthStart } from '@shared/domain/recalls';
import { RECALLS_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { recalls } from '@server/db/schema';
import { notFound } from '@server/http/errors';

type Input = z.output<typeof manualRecallInputSchema>;
type Row = typeof recalls.$inferSelect;

export function presentManualRecall(r: Row): ManualRecall {
  return {
    id: r.id,
    surname: r.surname,
    phone: r.phone,
    model: r.model,
    plate: r.plate,
    dueMonth: r.dueMonth,
    recallStatus: r.recallStatus,
  };
}

const values = (i: Input) => ({
  surname: i.surname,
  phone: i.phone,
  model: i.model,
  plate: i.plate,
  dueMonth: monthStart(i.year, i.month),
});

export async function listManualRecalls(db: DbOrTx, workshopId: number) {
  const rows = await db
    .select()
    .from(recalls)
    .where(eq(recalls.workshopId, workshopId))
    .orderBy(desc(recalls.dueMonth), recalls.surname, recalls.id);
  return rows.map(presentManualRecall);
}

export async function addManualRecall(db: DbOrTx, workshopId: number, input: Input) {
  const [row] = await db
    .insert(recalls)
    .values({ workshopId, ...values(input) })
    .returning();
  return presentManualRecall(row!);
}

/** Edits a recall; a new expiry month or phone makes it "No" again (not yet recalled). */
export async function editManualRecall(db: DbOrTx, workshopId: number, id: number, input: Input) {
  const key = and(eq(recalls.workshopId, workshopId), eq(recalls.id, id));
  const [before] = await db.select().from(recalls).where(key);
  if (!before) throw notFound(RECALLS_MSG.recallNotFound);
  const next = values(input);
  const changed = before.dueMonth !== next.dueMonth || before.phone !== next.phone;
  const [row] = await db
    .update(recalls)
    .set({ ...next, ...(changed ? { recallStatus: 0, recallSentAt: null } : {}) })
    .where(key)
    .returning();
  if (!row) throw notFound(RECALLS_MSG.recallNotFound);
  return presentManualRecall(row);
}

export async function deleteManualRecall(db: DbOrTx, workshopId: number, id: number) {
  const gone = await db
    .delete(recalls)
    .where(and(eq(recalls.workshopId, workshopId), eq(recalls.id, id)))
    .returning({ id: recalls.id });
  if (gone.length === 0) throw notFound(RECALLS_MSG.recallNotFound);
}
