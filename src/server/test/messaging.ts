/**
 * Helpers of the messaging integration tests: direct reads of campaigns, messages and appointments (tenant-scoped, as the harness
 * demands).
 */
import { and, asc, eq } from 'drizzle-orm';
import { appointments, campaigns, messages } from '../db/schema';
import type { TestContext } from './harness';

/** The workshop's messages (optionally of one campaign), id order. */
export async function messagesOf(ctx: TestContext, workshopId: number, campaignId?: number) {
  return ctx.database.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.workshopId, workshopId),
        campaignId === undefined ? undefined : eq(messages.campaignId, campaignId),
      ),
    )
    .orderBy(asc(messages.id));
}

/** The workshop's campaigns, id order. */
export async function campaignsOf(ctx: TestContext, workshopId: number) {
  return ctx.database.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.workshopId, workshopId))
    .orderBy(asc(campaigns.id));
}

/** One appointment as stored. */
export async function appointmentRow(ctx: TestContext, workshopId: number, id: number) {
  const [row] = await ctx.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, id)));
  return row!;
}

/** Sets columns of one message directly (e.g. its state, or an old `sentAt`). */
export async function patchMessage(
  ctx: TestContext,
  workshopId: number,
  id: number,
  set: Partial<typeof messages.$inferInsert>,
) {
  await ctx.database.db
    .update(messages)
    .set(set)
    .where(and(eq(messages.workshopId, workshopId), eq(messages.id, id)));
}

/** Sets columns of one campaign directly (e.g. its state, or an old `updatedAt`). */
export async function patchCampaign(
  ctx: TestContext,
  workshopId: number,
  id: number,
  set: Partial<typeof campaigns.$inferInsert>,
) {
  await ctx.database.db
    .update(campaigns)
    .set(set)
    .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.id, id)));
}
