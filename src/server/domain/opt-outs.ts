/**
 * Non contattare (docs/MESSAGING.md "Non contattare"): a workshop's list of phones it must
 * not message. Phones are stored as `normalizePhone` makes them (the one normaliser of forms,
 * contracts and import), so a lookup by an appointment's or a message's phone matches.
 *
 * Every place that queues reminders, recalls or campaigns (SMS and WhatsApp, by hand or by
 * the daily jobs) drops the listed phones with `withoutOptedOut` and reports how many it
 * dropped; the public booking's own confirmation still goes (the customer asked for it).
 * Listing a phone withdraws what was queued to it before (`addOptOut`,
 * `./messaging/withdraw.ts`), and the claims withdraw instead of sending.
 */
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { optOuts } from '@server/db/schema';
import { withdrawQueued, type Withdrawn } from '@server/domain/messaging/withdraw';

export type OptOutRow = typeof optOuts.$inferSelect;
export type OptOutSource = OptOutRow['source'];

/** The workshop's list, newest first. */
export async function listOptOuts(db: DbOrTx, workshopId: number): Promise<OptOutRow[]> {
  return db
    .select()
    .from(optOuts)
    .where(eq(optOuts.workshopId, workshopId))
    .orderBy(desc(optOuts.createdAt), optOuts.phone);
}

/**
 * Adds `phone` (already normalised) to the list. Idempotent: a phone already listed keeps
 * its first row; resolves to that row and whether this call added it. In the same
 * transaction every message of the workshop still queued to that phone is withdrawn
 * (`withdrawQueued`, docs/MESSAGING.md "Non contattare": both channels, all but the answers
 * of campaigns SINGOLI and LIBERA), also when the phone was listed already; `withdrawn` says
 * what changed (campaigns for live events, grid dates).
 */
export async function addOptOut(
  db: DbOrTx,
  workshopId: number,
  phone: string,
  source: OptOutSource,
): Promise<{ row: OptOutRow; created: boolean; withdrawn: Withdrawn }> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(optOuts)
      .values({ workshopId, phone, source })
      .onConflictDoNothing({ target: [optOuts.workshopId, optOuts.phone] })
      .returning();
    const withdrawn = await withdrawQueued(tx, workshopId, phone);
    if (row) return { row, created: true, withdrawn };
    const [existing] = await tx
      .select()
      .from(optOuts)
      .where(and(eq(optOuts.workshopId, workshopId), eq(optOuts.phone, phone)));
    return { row: existing!, created: false, withdrawn };
  });
}

/** Removes `phone` from the list; resolves to whether it was there. */
export async function removeOptOut(db: DbOrTx, workshopId: number, phone: string) {
  const gone = await db
    .delete(optOuts)
    .where(and(eq(optOuts.workshopId, workshopId), eq(optOuts.phone, phone)))
    .returning({ phone: optOuts.phone });
  return gone.length > 0;
}

/** True when `phone` is on the workshop's list. */
export async function isOptedOut(db: DbOrTx, workshopId: number, phone: string) {
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(optOuts)
    .where(and(eq(optOuts.workshopId, workshopId), eq(optOuts.phone, phone)));
  return hit !== undefined;
}

/**
 * Every listed phone of the workshop, as a set: one read per queuing, whatever the batch's
 * size (a workshop's list is short beside its campaigns).
 */
export async function optedOutPhones(db: DbOrTx, workshopId: number): Promise<Set<string>> {
  const rows = await db
    .select({ phone: optOuts.phone })
    .from(optOuts)
    .where(eq(optOuts.workshopId, workshopId));
  return new Set(rows.map((r) => r.phone));
}

/**
 * `items` without those whose phone is listed, and how many were dropped
 * (`skippedOptOut`, what every queuing endpoint reports).
 */
export async function withoutOptedOut<T extends { phone: string }>(
  db: DbOrTx,
  workshopId: number,
  items: readonly T[],
): Promise<{ kept: T[]; skippedOptOut: number }> {
  if (items.length === 0) return { kept: [], skippedOptOut: 0 };
  const listed = await optedOutPhones(db, workshopId);
  if (listed.size === 0) return { kept: [...items], skippedOptOut: 0 };
  const kept = items.filter((i) => !listed.has(i.phone));
  return { kept, skippedOptOut: items.length - kept.length };
}

/** SQL condition: `phone` (a column of a row of `workshopId`) is not on the list. */
export function notOptedOut(workshopId: number, phone: AnyColumn): SQL {
  return sql`not exists (select 1 from opt_outs o where o.workshop_id = ${workshopId} and o.phone = ${phone})`;
}
