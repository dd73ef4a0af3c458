/**
 * The outbox sender against the fake SMSFactor server on 127.0.0.1 and a real database
 * (docs/MESSAGING.md, docs/ARCHITECTURE.md "The SMS outbox"): order and pace, pause and resume,
 * failures recorded and never resent blindly, "da verificare" after a lost claim, invalid
 * numbers skipped, and two senders never sending one message twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { campaigns, messages } from '@server/db/schema';
import { startFakeSmsServer, type FakeSmsServer } from '@server/integrations/fake-sms-server';
import { HttpSmsProvider } from '@server/integrations/sms-provider';
import { buildCampaign, buildMessage, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { ABANDONED_ERROR } from './queue';
import { OutboxSender } from './sender';
import { waitUntil } from '@server/test/wait';

let ctx: TestContext;
let fake: FakeSmsServer;
beforeAll(async () => {
  ctx = await setupTestApp();
  fake = await startFakeSmsServer({ token: 'tok-segreto' });
});
afterAll(async () => {
  await fake?.close();
  await ctx?.close();
});

const PACE_MS = 150;

type Outcome = { workshopId: number; messageId: number; state: string; text: string };

function senderFor(
  options: {
    paceMs?: number;
    leaseMs?: number;
    timeoutMs?: number;
    idleMs?: number;
    outcomes?: Outcome[];
  } = {},
) {
  return new OutboxSender({
    db: ctx.database.db,
    provider: new HttpSmsProvider({ baseUrl: fake.url, timeoutMs: options.timeoutMs ?? 2000 }),
    paceMs: options.paceMs ?? PACE_MS,
    leaseMs: options.leaseMs ?? 60_000,
    idleMs: options.idleMs ?? 20,
    smsAccount: async () => ({ token: 'tok-segreto', sender: 'Officina' }),
    onOutcome: (workshopId, messageId, state, text) =>
      options.outcomes?.push({ workshopId, messageId, state, text }),
    log: { warn: () => {}, error: () => {} },
  });
}

/** A workshop with a running campaign of `phones.length` SMS; resolves to its ids. */
async function campaignOf(phones: string[], state: 'running' | 'paused' = 'running') {
  const w = await buildWorkshop(ctx.database.db);
  const c = await buildCampaign(ctx.database.db, w.id, { state });
  for (const phone of phones)
    await buildMessage(ctx.database.db, w.id, { campaignId: c.id, phone });
  return { workshopId: w.id, campaignId: c.id };
}

async function rowsOf(workshopId: number, campaignId: number) {
  return ctx.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.workshopId, workshopId), eq(messages.campaignId, campaignId)))
    .orderBy(asc(messages.id));
}

async function campaignState(workshopId: number, campaignId: number) {
  const [c] = await ctx.database.db
    .select({ state: campaigns.state })
    .from(campaigns)
    .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.id, campaignId)));
  return c!.state;
}

/** Steps the sender until `done()` or the time runs out (then throws). */
async function drive(sender: OutboxSender, done: () => Promise<boolean>, ms = 15_000) {
  await waitUntil(
    'the outbox to finish',
    async () => (await done()) || ((await sender.step()) && false),
    { timeoutMs: ms, intervalMs: 10 },
  );
}

const phonesFrom = (start: number, n: number) =>
  Array.from({ length: n }, (_, i) => `33${String(start + i).padStart(8, '0')}`);
const sendsTo = (phones: string[]) =>
  fake.sends().filter((r) => phones.includes((r.to ?? '').replace(/^39/, '')));

describe('OutboxSender', () => {
  it('sends a campaign once, in order, at the pace, and marks it done', async () => {
    const phones = phonesFrom(1000, 5);
    const { workshopId, campaignId } = await campaignOf(phones);
    const sender = senderFor();
    await drive(sender, async () => (await campaignState(workshopId, campaignId)) === 'done');

    const sent = sendsTo(phones);
    expect(sent.map((r) => r.to)).toEqual(phones.map((p) => `39${p}`));
    expect(sent.every((r) => r.sender === 'Officina')).toBe(true);
    const rows = await rowsOf(workshopId, campaignId);
    // The pace is held on the claims (database clock); arrival adds each request's latency.
    const claims = rows.map((r) => Date.parse(r.claimedAt!));
    const gaps = claims.slice(1).map((t, i) => t - claims[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PACE_MS);
    expect(rows.map((r) => [r.sendState, r.status])).toEqual(phones.map(() => ['sent', 1]));
    expect(rows.every((r) => r.providerId && r.sentAt)).toBe(true);
    expect(sent.map((r) => Number(r.gsmsmsid))).toEqual(rows.map((r) => r.id));
  });

  it('sends nothing of a paused campaign, and goes on when resumed', async () => {
    const phones = phonesFrom(2000, 3);
    const { workshopId, campaignId } = await campaignOf(phones, 'paused');
    const sender = senderFor({ paceMs: 0 });
    for (let i = 0; i < 5; i++) await sender.step();
    expect(sendsTo(phones)).toHaveLength(0);
    await ctx.database.db
      .update(campaigns)
      .set({ state: 'running' })
      .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.id, campaignId)));
    await drive(sender, async () => (await campaignState(workshopId, campaignId)) === 'done');
    expect(sendsTo(phones)).toHaveLength(3);
  });

  it('records a refusal once, retries only what certainly left nothing, never resends unknowns', async () => {
    const phones = phonesFrom(3000, 3);
    const { workshopId, campaignId } = await campaignOf(phones);
    const outcomes: Outcome[] = [];
    const sender = senderFor({ paceMs: 0, timeoutMs: 300, outcomes });
    // 1st: provider refuses for good (-2); 2nd: hangs past the timeout; 3rd: garbage answer.
    fake.configure({ failEvery: { n: 1, status: -2 } });
    expect(await sender.step()).toBe(true);
    fake.configure({ failEvery: undefined, hangNext: 1 });
    expect(await sender.step()).toBe(true);
    fake.configure({ garbageNext: 1 });
    expect(await sender.step()).toBe(true);
    for (let i = 0; i < 5; i++) await sender.step();

    const rows = await rowsOf(workshopId, campaignId);
    expect(rows.map((r) => r.sendState)).toEqual(['failed', 'unknown', 'unknown']);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // Each outcome is pushed with the spec's text (spec 000 §8), for the desk that sent it.
    expect(outcomes).toEqual([
      { workshopId, messageId: rows[0]!.id, state: 'failed', text: 'SMS non Inviato' },
      { workshopId, messageId: rows[1]!.id, state: 'unknown', text: 'ERRORE Invio SMS' },
      { workshopId, messageId: rows[2]!.id, state: 'unknown', text: 'ERRORE Invio SMS' },
    ]);
    expect(sendsTo(phones)).toHaveLength(3);
    expect(await campaignState(workshopId, campaignId)).toBe('done');
  });

  it('re-queues a data error (-7) with a backoff, and pauses the campaign on no credit (-3)', async () => {
    const [p1, p2] = phonesFrom(4000, 2);
    const { workshopId, campaignId } = await campaignOf([p1!, p2!]);
    const sender = senderFor({ paceMs: 0 });
    fake.configure({ failEvery: { n: 1, status: -7 } });
    await sender.step();
    let rows = await rowsOf(workshopId, campaignId);
    expect(rows[0]).toMatchObject({ sendState: 'queued', attempts: 1 });
    expect(rows[0]!.retryAt).not.toBeNull();
    fake.configure({ failEvery: { n: 1, status: -3 } });
    await sender.step();
    fake.configure({ failEvery: undefined });
    rows = await rowsOf(workshopId, campaignId);
    expect(rows[1]).toMatchObject({ sendState: 'queued', attempts: 0 });
    expect(await campaignState(workshopId, campaignId)).toBe('paused');
    for (let i = 0; i < 3; i++) await sender.step();
    expect(sendsTo([p1!, p2!])).toHaveLength(2); // nothing more while paused
  });

  it('skips invalid numbers without calling the provider', async () => {
    const { workshopId, campaignId } = await campaignOf(['0612345678', '12']);
    const sender = senderFor({ paceMs: 0 });
    await drive(sender, async () => (await campaignState(workshopId, campaignId)) === 'done');
    const rows = await rowsOf(workshopId, campaignId);
    expect(rows.map((r) => r.sendState)).toEqual(['failed', 'failed']);
    expect(sendsTo(['0612345678', '12'])).toHaveLength(0);
  });

  it('turns a claim whose outcome was never recorded into "da verificare"', async () => {
    const phones = phonesFrom(5000, 1);
    const { workshopId, campaignId } = await campaignOf(phones);
    await ctx.database.db
      .update(messages)
      .set({ sendState: 'claimed', claimedAt: new Date(Date.now() - 10_000).toISOString() })
      .where(and(eq(messages.workshopId, workshopId), eq(messages.campaignId, campaignId)));
    const sender = senderFor({ leaseMs: 5000 });
    await sender.step();
    const [row] = await rowsOf(workshopId, campaignId);
    expect(row!.sendState).toBe('unknown');
    expect(sendsTo(phones)).toHaveLength(0);
  });

  it('sleeps until the next SMS is due, not a polling interval, and says how long', async () => {
    const phones = phonesFrom(7000, 4);
    const { workshopId, campaignId } = await campaignOf(phones);
    // With nothing known to be due it would sleep a minute: a campaign that still finishes
    // in seconds proves each sleep ended when the pace allowed the next SMS.
    const sender = senderFor({ paceMs: 250, idleMs: 60_000 });
    sender.start();
    try {
      await waitUntil(
        'the campaign done (a sender that slept past the pace never gets there)',
        async () => (await campaignState(workshopId, campaignId)) === 'done',
        { timeoutMs: 20_000 },
      );
    } finally {
      await sender.stop();
    }
    expect(sendsTo(phones)).toHaveLength(4);
    const claims = (await rowsOf(workshopId, campaignId)).map((r) => Date.parse(r.claimedAt!));
    const gaps = claims.slice(1).map((t, i) => t - claims[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);

    // A turn right after a send reports the rest of the pace as its sleep (database clock).
    const next = await campaignOf(phonesFrom(7100, 2));
    const stepper = senderFor({ paceMs: 10_000, idleMs: 60_000 });
    expect(await stepper.turn()).toEqual({ sent: true });
    const turn = await stepper.turn();
    expect(turn.sent).toBe(false);
    const waitMs = turn.sent ? 0 : turn.waitMs;
    expect(waitMs).toBeGreaterThan(5_000);
    expect(waitMs).toBeLessThanOrEqual(10_000);
    // Nothing waiting at all: the idle cap, shortened to the next lease sweep (every 30 s).
    await ctx.database.db
      .update(campaigns)
      .set({ state: 'paused' })
      .where(and(eq(campaigns.workshopId, next.workshopId), eq(campaigns.id, next.campaignId)));
    const idle = await stepper.turn();
    const idleMs = idle.sent ? 0 : idle.waitMs;
    expect(idleMs).toBeGreaterThan(20_000);
    expect(idleMs).toBeLessThanOrEqual(30_000);
  });

  it('stop(grace) waits for the send in flight, and marks a hung one "da verificare"', async () => {
    const phones = phonesFrom(8000, 3);
    const { workshopId, campaignId } = await campaignOf(phones);
    const sender = senderFor({ paceMs: 0, timeoutMs: 10_000 });
    fake.configure({ hangNext: 1 });
    sender.start();
    await waitUntil('a send in flight', () => sendsTo(phones).length >= 1, { timeoutMs: 10_000 });
    // Without the grace the stop would wait the hung send's 10 s timeout and find it answered.
    await sender.stop(300);
    const rows = await rowsOf(workshopId, campaignId);
    expect(rows.map((r) => [r.sendState, r.lastError])).toEqual([
      ['unknown', ABANDONED_ERROR],
      ['queued', null],
      ['queued', null],
    ]);
    // Stopped: a step claims nothing more; a second stop() is the same one.
    expect(await sender.step()).toBe(false);
    await sender.stop();
    expect(sendsTo(phones)).toHaveLength(1);
  });

  it('two senders on one database send each message once and keep the pace', async () => {
    const phones = phonesFrom(6000, 6);
    const { workshopId, campaignId } = await campaignOf(phones);
    const a = senderFor();
    const b = senderFor();
    a.start();
    b.start();
    try {
      await waitUntil(
        'the campaign done',
        async () => (await campaignState(workshopId, campaignId)) === 'done',
        { timeoutMs: 15_000 },
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const sent = sendsTo(phones);
    expect(sent.map((r) => r.to).sort()).toEqual(phones.map((p) => `39${p}`).sort());
    // The pace is held on the claims (database clock); arrival adds each request's own latency.
    const claims = (await rowsOf(workshopId, campaignId))
      .map((r) => Date.parse(r.claimedAt!))
      .sort((x, y) => x - y);
    const gaps = claims.slice(1).map((t, i) => t - claims[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PACE_MS);
  });
});
