/**
 * Settling a campaign against a writer that queues into it (docs/MESSAGING.md "Settling a
 * campaign"): the sender records the last outcome of SINGOLI while a desk queues a new SMS
 * into it (a "Veicolo pronto", a booking confirmation). Whatever the interleaving, the new
 * message stays claimable: the campaign never ends `done` with a message `queued`.
 *
 * PostgreSQL only: the race needs two connections (PGlite runs one statement at a time, so
 * its transactions never interleave).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_CAMPAIGN } from '@shared/contracts/messaging';
import type { Db } from '@server/db/client';
import { campaigns, messages } from '@server/db/schema';
import { campaignNamed, settleCampaign } from '@server/domain/messaging/service';
import { resendMessage } from '@server/domain/messaging/messages-service';
import { buildMessage, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { waitUntil } from '@server/test/wait';
import { claimSmsOf, recordOutcome } from './queue';

const BASE = process.env.DATABASE_URL;

describe.skipIf(!BASE)('settling a campaign while a message is queued into it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupTestApp();
  });
  afterAll(async () => ctx?.close());

  /** True once a statement of this database waits for a row lock. */
  const someoneWaits = async (db: Db) => {
    const res = await db.execute<{ n: string | number }>(sql`
      select count(*) as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`);
    return Number(res.rows[0]?.n) > 0;
  };

  /**
   * Runs `write` in a transaction held open until `settle` either finished or waits for a
   * lock, then commits it; resolves when both are done.
   */
  async function interleave(write: (tx: Db) => Promise<void>, settle: () => Promise<unknown>) {
    const { db } = ctx.database;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let wrote!: () => void;
    const written = new Promise<void>((r) => (wrote = r));
    const writer = db.transaction(async (tx) => {
      await write(tx as unknown as Db);
      wrote();
      await gate;
    });
    await written;
    let settled = false;
    const settler = settle().then(() => (settled = true));
    await waitUntil(
      'the settle to finish or wait for a lock',
      async () => settled || (await someoneWaits(db)),
    );
    release();
    await Promise.all([writer, settler]);
  }

  const campaignState = async (workshopId: number, id: number) =>
    (
      await ctx.database.db
        .select({ state: campaigns.state })
        .from(campaigns)
        .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.id, id)))
    )[0]!.state;

  it('a new SMS queued into SINGOLI while the sender records its last outcome is still sent', async () => {
    const { db } = ctx.database;
    const w = await buildWorkshop(db);
    const singoli = await campaignNamed(db, w.id, 'sms', SINGLE_CAMPAIGN, 'running');
    await buildMessage(db, w.id, { campaignId: singoli.id });
    const claimed = await claimSmsOf(db, w.id, 0);
    expect(claimed).not.toBeNull();

    let queuedId = 0;
    await interleave(
      async (tx) => {
        // What queueSingleSms does: the campaign by name (its row locked), then the message.
        const c = await campaignNamed(tx, w.id, 'sms', SINGLE_CAMPAIGN, 'running');
        const [row] = await tx
          .insert(messages)
          .values({
            workshopId: w.id,
            channel: 'sms',
            campaignId: c.id,
            phone: '3471234567',
            text: 'Veicolo pronto',
          })
          .returning({ id: messages.id });
        queuedId = row!.id;
      },
      () => recordOutcome(db, claimed!, { kind: 'sent', ticket: 't-1', simulated: false }),
    );

    expect(await campaignState(w.id, singoli.id)).toBe('running');
    // The first send took the workshop's pace slot; free it for the next claim.
    await db.execute(sql`delete from sms_pace where workshop_id = ${w.id}`);
    const next = await claimSmsOf(db, w.id, 0);
    expect(next?.id).toBe(queuedId);
  });

  it('a message sent again into a running campaign being settled is still sent', async () => {
    const { db } = ctx.database;
    const w = await buildWorkshop(db);
    const c = await campaignNamed(db, w.id, 'sms', 'RICHIAMI', 'running');
    const unknown = await buildMessage(db, w.id, { campaignId: c.id, sendState: 'unknown' });

    await interleave(
      async (tx) => {
        await resendMessage(tx, w.id, 'sms', unknown.id);
      },
      () => settleCampaign(db, w.id, c.id),
    );

    expect(await campaignState(w.id, c.id)).toBe('running');
    const next = await claimSmsOf(db, w.id, 0);
    expect(next?.id).toBe(unknown.id);
  });
});
