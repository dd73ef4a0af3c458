/**
 * Notifications (spec 001 §3 notifiche, §4 Notifications): every statement is scoped by
 * `workshop_id`. Deletion is soft (`deleted` 1): workshop users no longer see the row, the
 * super-admin still does.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Notification, NotificationInput } from '@shared/contracts/notifications';
import type { DbOrTx } from '@server/db/client';
import { notifications } from '@server/db/schema';

type Row = typeof notifications.$inferSelect;

/** What leaves the server: the spec's fields, never the workshop id. */
export function presentNotification(r: Row): Notification {
  return {
    id: r.id,
    subject: r.subject,
    text: r.text,
    sentAt: r.sentAt,
    readAt: r.readAt,
    read: r.read === 1 ? 1 : 0,
    deleted: r.deleted === 1 ? 1 : 0,
  };
}

const visible = (workshopId: number, withDeleted: boolean) =>
  withDeleted
    ? eq(notifications.workshopId, workshopId)
    : and(eq(notifications.workshopId, workshopId), eq(notifications.deleted, 0));

/** The workshop's notifications, newest first; `withDeleted` for the admin. */
export async function listNotifications(
  db: DbOrTx,
  workshopId: number,
  withDeleted: boolean,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(visible(workshopId, withDeleted))
    .orderBy(desc(notifications.sentAt), desc(notifications.id));
  return rows.map(presentNotification);
}

/** Unread and not deleted: the side menu's badge (spec 000 §2). */
export async function countUnread(db: DbOrTx, workshopId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.workshopId, workshopId),
        eq(notifications.deleted, 0),
        eq(notifications.read, 0),
      ),
    );
  return Number(row?.n ?? 0);
}

/** One notification of the workshop (deleted ones only `withDeleted`), or null. */
export async function findNotification(
  db: DbOrTx,
  workshopId: number,
  id: number,
  withDeleted: boolean,
): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(visible(workshopId, withDeleted), eq(notifications.id, id)));
  return row ?? null;
}

/** Sets `letto` (1 with the read time, 0 clears it). Null when not found or deleted. */
export async function setRead(
  db: DbOrTx,
  workshopId: number,
  id: number,
  read: 0 | 1,
): Promise<Row | null> {
  const [row] = await db
    .update(notifications)
    .set({ read, readAt: read === 1 ? sql`now()` : null })
    .where(
      and(
        eq(notifications.workshopId, workshopId),
        eq(notifications.id, id),
        eq(notifications.deleted, 0),
      ),
    )
    .returning();
  return row ?? null;
}

/** Writes the same notification to each workshop (unread). Returns the rows. */
export async function insertNotifications(
  db: DbOrTx,
  workshopIds: readonly number[],
  input: NotificationInput,
): Promise<Row[]> {
  if (workshopIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(workshopIds.map((workshopId) => ({ workshopId, ...input })))
    .returning();
}

/** The admin edits subject and text (deleted ones too). Null when not found. */
export async function editNotification(
  db: DbOrTx,
  workshopId: number,
  id: number,
  input: NotificationInput,
): Promise<Row | null> {
  const [row] = await db
    .update(notifications)
    .set({ subject: input.subject, text: input.text })
    .where(and(eq(notifications.workshopId, workshopId), eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

/** Soft delete (`eliminato` 1). Null when not found. */
export async function softDelete(db: DbOrTx, workshopId: number, id: number): Promise<Row | null> {
  const [row] = await db
    .update(notifications)
    .set({ deleted: 1 })
    .where(and(eq(notifications.workshopId, workshopId), eq(notifications.id, id)))
    .returning();
  return row ?? null;
}
