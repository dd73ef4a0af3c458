/**
 * The order the outbox claims SMS of one workshop (docs/MESSAGING.md "Claim order"): a
 * single message (campaign SINGOLI: "Veicolo pronto", booking confirmations, single
 * reminders) goes before every waiting campaign message, whichever campaign was queued first;
 * within each group, oldest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_CAMPAIGN } from '@shared/contracts/messaging';
import { buildCampaign, buildMessage, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { claimSmsOf } from './queue';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

describe('outbox claim order', () => {
  it('claims SINGOLI before older messages of other campaigns, then by id', async () => {
    const { db } = ctx.database;
    const w = await buildWorkshop(db);
    const recalls = await buildCampaign(db, w.id, { state: 'running' });
    const older: number[] = [];
    for (let i = 0; i < 3; i++)
      older.push((await buildMessage(db, w.id, { campaignId: recalls.id })).id);
    const other = await buildCampaign(db, w.id, { state: 'running' });
    const otherMsg = (await buildMessage(db, w.id, { campaignId: other.id })).id;
    const singles = await buildCampaign(db, w.id, { name: SINGLE_CAMPAIGN, state: 'running' });
    const ready = (await buildMessage(db, w.id, { campaignId: singles.id })).id;
    const ready2 = (await buildMessage(db, w.id, { campaignId: singles.id })).id;

    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await claimSmsOf(db, w.id, 0);
      if (c) order.push(c.id);
    }
    expect(order).toEqual([ready, ready2, ...older, otherMsg]);
  });
});
