/**
 * Richiami automatici (`jobs/daily.ts`, beyond the spec, opt-in): from the chosen day of a
 * Rome month the server queues the next month's recall SMS once — across two instances
 * ticking together and across a restart — for the vehicles the Richiami Revisioni list
 * would send to (valid phone, not yet recalled), and never for a workshop that left it off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecallState } from '@shared/domain/status';
import { campaigns } from '@server/db/schema';
import { buildAppointment, buildSettings, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { campaignsOf, messagesOf } from '@server/test/messaging';
import { romeAt } from '@server/test/clock';
import { DailyJobs, nextMonthRecallSelection, runAutoRecalls } from './daily';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

/**
 * A workshop with `richiami_automatici` as given (day 10) and, for vehicles due in April
 * 2026: a biennial inspection of April 2024 and an annual one of April 2025 with valid
 * phones, one with a landline, one already recalled; and one due in May 2026.
 */
async function recallWorkshop(on: boolean) {
  const db = ctx.database.db;
  const w = await buildWorkshop(db);
  await buildSettings(db, w.id, 'sms', {
    richiami_automatici: on,
    giorno_richiami: 10,
    testo_richiami: 'Revisione $veicolo$ $targa$ entro $mese$',
  });
  const done = { status: 2, column: 1 } as const;
  const biennial = await buildAppointment(db, w.id, {
    ...done,
    date: '2024-04-15',
    row: 1,
    phone: '3331234567',
    plate: 'AB123CD',
    vehicleType: 1,
  });
  const annual = await buildAppointment(db, w.id, {
    ...done,
    date: '2025-04-10',
    row: 2,
    phone: '3339876543',
    plate: 'EF456GH',
    vehicleType: 2,
  });
  await buildAppointment(db, w.id, { ...done, date: '2024-04-16', row: 3, phone: '0612345678' });
  await buildAppointment(db, w.id, {
    ...done,
    date: '2024-04-17',
    row: 4,
    phone: '3330000001',
    recallStatus: RecallState.Scheduled,
  });
  await buildAppointment(db, w.id, { ...done, date: '2024-05-03', row: 5, phone: '3330000002' });
  return { w, ids: [biennial.id, annual.id] };
}

const mineOf = <T extends { workshopId: number }>(runs: T[], id: number) =>
  runs.filter((r) => r.workshopId === id);

describe('richiami automatici', () => {
  it('the list for next month: inspection year − 2, December → January', () => {
    expect(nextMonthRecallSelection('2026-03-10')).toEqual({ year: 2024, month: 4 });
    expect(nextMonthRecallSelection('2026-12-28')).toEqual({ year: 2025, month: 1 });
  });

  it('queues next month’s recalls from the chosen day, once a month, only where switched on', async () => {
    const { w, ids } = await recallWorkshop(true);
    const off = await recallWorkshop(false);
    const db = ctx.database.db;

    expect(mineOf(await runAutoRecalls(db, romeAt('2026-03-09', '12:00')), w.id)).toEqual([]);
    expect(await messagesOf(ctx, w.id)).toEqual([]);

    const first = await runAutoRecalls(db, romeAt('2026-03-10', '00:05'));
    expect(mineOf(first, w.id)).toMatchObject([{ year: 2024, month: 4, queued: 2 }]);
    const camps = await campaignsOf(ctx, w.id);
    expect(camps.map((c) => [c.name, c.channel, c.state])).toEqual([
      ['RICHIAMI APRILE 2026', 'sms', 'running'],
    ]);
    const rows = await messagesOf(ctx, w.id);
    expect(rows.map((r) => r.refId).sort()).toEqual(ids.map((id) => `R-2026-04-A${id}`).sort());
    expect(rows.map((r) => r.text).sort()).toEqual([
      'Revisione HONDA SH 125 AB123CD entro aprile 2026',
      'Revisione HONDA SH 125 EF456GH entro aprile 2026',
    ]);

    // Later the same month, and after a restart (a new DailyJobs): nothing more.
    expect(mineOf(await runAutoRecalls(db, romeAt('2026-03-20', '09:00')), w.id)).toEqual([]);
    const seen: number[] = [];
    const restarted = new DailyJobs({
      db,
      now: () => romeAt('2026-03-31', '23:59'),
      onCampaign: (workshopId) => seen.push(workshopId),
      log: { warn: () => {} },
    });
    await restarted.tick();
    expect(seen.filter((id) => id === w.id)).toEqual([]);
    expect(await messagesOf(ctx, w.id)).toHaveLength(2);
    expect(await messagesOf(ctx, off.w.id)).toEqual([]);

    // The next month recalls May's vehicles.
    const april = await runAutoRecalls(db, romeAt('2026-04-10', '08:00'));
    expect(mineOf(april, w.id)).toMatchObject([{ year: 2024, month: 5, queued: 1 }]);
    expect((await campaignsOf(ctx, w.id)).map((c) => c.name)).toEqual([
      'RICHIAMI APRILE 2026',
      'RICHIAMI MAGGIO 2026',
    ]);
  });

  it('two instances ticking at once make one campaign', async () => {
    const { w } = await recallWorkshop(true);
    const now = romeAt('2026-03-12', '10:00');
    const [x, y] = await Promise.all([
      runAutoRecalls(ctx.database.db, now),
      runAutoRecalls(ctx.database.db, now),
    ]);
    expect(mineOf([...x, ...y], w.id)).toMatchObject([{ queued: 2 }]);
    expect(await campaignsOf(ctx, w.id)).toHaveLength(1);
  });

  it('a month with nothing to recall, or a campaign of that name made by hand, counts as done', async () => {
    const { w } = await recallWorkshop(true);
    const db = ctx.database.db;
    // August 2026 → vehicles due in September: none.
    expect(mineOf(await runAutoRecalls(db, romeAt('2026-08-11', '10:00')), w.id)).toMatchObject([
      { campaignId: null, queued: 0 },
    ]);
    expect(mineOf(await runAutoRecalls(db, romeAt('2026-08-12', '10:00')), w.id)).toEqual([]);
    expect(await campaignsOf(ctx, w.id)).toEqual([]);

    // The desk made April's campaign by hand before the chosen day: the server adds none.
    const byHand = await recallWorkshop(true);
    await db
      .insert(campaigns)
      .values({ workshopId: byHand.w.id, channel: 'sms', name: 'RICHIAMI APRILE 2026' });
    const run = await runAutoRecalls(db, romeAt('2026-03-10', '10:00'));
    expect(mineOf(run, byHand.w.id)).toMatchObject([{ campaignId: null, queued: 0 }]);
    expect(await campaignsOf(ctx, byHand.w.id)).toHaveLength(1);
    expect(await messagesOf(ctx, byHand.w.id)).toEqual([]);
  });
});
