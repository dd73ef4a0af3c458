/**
 * An opt-out racing a claim (docs/MESSAGING.md "Non contattare"): a listing never waits for
 * a message a claim holds (it skips it, and the claim or the next one withdraws it), and a
 * listing and claims running side by side end with every message of the phone withdrawn or
 * claimed, never left queued, with no lock cycle between them.
 *
 * PostgreSQL only: the race needs two connections (PGlite runs one statement at a time, so
 * its transactions never interleave).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, messages } from '@server/db/schema';
import { addOptOut } from '@server/domain/opt-outs';
import { OPT_OUT_ERROR } from '@server/domain/messaging/withdraw';
import { buildCampaign, buildMessage, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { claimSmsOf } from './queue';

const BASE = process.env.DATABASE_URL;

describe.skipIf(!BASE)('an opt-out racing the SMS claim', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupTestApp();
  });
  afterAll(async () => ctx?.close());

  const rowOf = async (workshopId: number, id: number) =>
    (
      await ctx.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.workshopId, workshopId), eq(messages.id, id)))
    )[0]!;

  it('does not wait for a message a claim holds; the next claim withdraws it instead of sending', async () => {
    const { db } = ctx.database;
    const w = await buildWorkshop(db);
    const camp = await buildCampaign(db, w.id, { state: 'running' });
    const msg = await buildMessage(db, w.id, { campaignId: camp.id, phone: '3335550001' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    // A claimer holding the row (as `claimSmsOf` does between its pick and its update).
    const claimer = db.transaction(async (tx) => {
      await tx.execute(sql`
        select id from messages where workshop_id = ${w.id} and id = ${msg.id} for update`);
      held();
      await gate;
    });
    await holding;
    const listed = await addOptOut(db, w.id, '3335550001', 'desk');
    // It finished while the row was held: nothing withdrawn, nothing waited for.
    expect(listed.withdrawn.count).toBe(0);
    release();
    await claimer;
    expect((await rowOf(w.id, msg.id)).sendState).toBe('queued');
    expect(await claimSmsOf(db, w.id, 0)).toBeNull();
    expect(await rowOf(w.id, msg.id)).toMatchObject({
      sendState: 'failed',
      lastError: OPT_OUT_ERROR,
    });
    const [c] = await db
      .select({ state: campaigns.state })
      .from(campaigns)
      .where(and(eq(campaigns.workshopId, w.id), eq(campaigns.id, camp.id)));
    expect(c!.state).toBe('done');
  });

  it('listings and claims side by side: no lock cycle, nothing of a listed phone left queued or sent after', async () => {
    const { db } = ctx.database;
    const w = await buildWorkshop(db);
    const camp = await buildCampaign(db, w.id, { state: 'running' });
    const phones = Array.from({ length: 12 }, (_, i) => `33355510${String(i).padStart(2, '0')}`);
    for (const phone of phones) await buildMessage(db, w.id, { campaignId: camp.id, phone });
    const claimAll = async () => {
      const got: string[] = [];
      for (;;) {
        const c = await claimSmsOf(db, w.id, 0);
        if (!c) return got;
        got.push(c.phone);
      }
    };
    const listedPhones = phones.filter((_, i) => i % 2 === 1);
    const [claimedA, claimedB] = await Promise.all([
      claimAll(),
      claimAll(),
      ...listedPhones.map((p) => addOptOut(db, w.id, p, 'desk')),
    ]);
    // One more pass after every listing committed: nothing left to claim.
    expect(await claimSmsOf(db, w.id, 0)).toBeNull();
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.workshopId, w.id), eq(messages.campaignId, camp.id)));
    expect(rows.filter((r) => r.sendState === 'queued')).toEqual([]);
    const claimed = [...claimedA!, ...claimedB!];
    expect(new Set(claimed).size).toBe(claimed.length);
    // A listed phone's message was claimed before its listing committed, or withdrawn.
    const outcome = (r: (typeof rows)[number]) =>
      r.sendState === 'failed' && r.lastError === OPT_OUT_ERROR ? 'withdrawn' : r.sendState;
    for (const r of rows)
      expect(['claimed', ...(listedPhones.includes(r.phone) ? ['withdrawn'] : [])]).toContain(
        outcome(r),
      );
  });
});
