/**
 * Invio automatico and the 7-day purge (spec 000 §4 background jobs;
 * docs/MESSAGING.md), with an injected clock: idempotent across runs and across two
 * concurrent instances, scoped to the workshops that switched it on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '@shared/domain/dates';
import {
  buildAppointment,
  buildMessage,
  buildSettings,
  buildWorkshop,
} from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { romeAt } from '@server/test/clock';
import { campaignsOf, messagesOf } from '@server/test/messaging';
import { DailyJobs, purgeSentMessages, runAutoReminders } from './daily';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

async function autoWorkshop(on: boolean) {
  const w = await buildWorkshop(ctx.database.db);
  const db = ctx.database.db;
  await buildSettings(db, w.id, 'sms', {
    invio_automatico: on,
    ora_invio: '08:30',
    giorni_promemoria: 2,
    testo_promemoria: 'Promemoria $targa$ $giorno$ $ora$',
  });
  const day = addDays(todayInRome(), 2);
  const a = await buildAppointment(db, w.id, { date: day, row: 3, column: 2, reminderStatus: 1 });
  const b = await buildAppointment(db, w.id, { date: day, row: 4, column: 2, reminderStatus: 1 });
  return { w, day, ids: [a.id, b.id] };
}

describe('invio automatico', () => {
  it('queues the reminders of the day giorni_promemoria ahead once ora_invio is reached, once a day', async () => {
    const { w, day, ids } = await autoWorkshop(true);
    const off = await autoWorkshop(false);
    const today = todayInRome();

    expect(
      (await runAutoReminders(ctx.database.db, romeAt(today, '08:29'))).filter(
        (r) => r.workshopId === w.id,
      ),
    ).toEqual([]);
    expect(await messagesOf(ctx, w.id)).toEqual([]);

    const first = await runAutoReminders(ctx.database.db, romeAt(today, '08:30'));
    expect(first.filter((r) => r.workshopId === w.id)).toMatchObject([{ date: day, queued: 2 }]);
    const second = await runAutoReminders(ctx.database.db, romeAt(today, '09:15'));
    expect(second.filter((r) => r.workshopId === w.id)).toEqual([]);

    const rows = await messagesOf(ctx, w.id);
    expect(rows.map((r) => r.refId)).toEqual(ids.map((id) => `P-${day.slice(0, 4)}-${id}`));
    expect(rows[0]!.text).toContain(`${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} 9:00`);
    const camps = await campaignsOf(ctx, w.id);
    expect(camps.map((c) => [c.name, c.state])).toEqual([
      [`PROMEMORIA ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`, 'running'],
    ]);
    expect(await messagesOf(ctx, off.w.id)).toEqual([]);
  });

  it('two instances ticking at once queue each reminder once', async () => {
    const { w } = await autoWorkshop(true);
    const now = romeAt(todayInRome(), '10:00');
    const [x, y] = await Promise.all([
      runAutoReminders(ctx.database.db, now),
      runAutoReminders(ctx.database.db, now),
    ]);
    const mine = [...x, ...y].filter((r) => r.workshopId === w.id);
    expect(mine).toHaveLength(1);
    expect(await messagesOf(ctx, w.id)).toHaveLength(2);
  });

  it('a DailyJobs tick reports the campaign it filled (live event, sender wake-up)', async () => {
    const { w } = await autoWorkshop(true);
    const seen: number[] = [];
    const jobs = new DailyJobs({
      db: ctx.database.db,
      now: () => romeAt(todayInRome(), '11:00'),
      onCampaign: (workshopId) => seen.push(workshopId),
      log: { warn: () => {} },
    });
    await jobs.tick();
    await jobs.tick();
    expect(seen.filter((id) => id === w.id)).toHaveLength(1);
  });
});

describe('purge of sent messages', () => {
  it('deletes sent messages older than 7 days, keeps newer and unsent ones', async () => {
    const w = await buildWorkshop(ctx.database.db);
    const db = ctx.database.db;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const old = await buildMessage(db, w.id, { sendState: 'sent', status: 1, sentAt: ago(8) });
    const oldWa = await buildMessage(db, w.id, {
      channel: 'wa',
      sendState: 'sent',
      status: 3,
      sentAt: ago(9),
    });
    const recent = await buildMessage(db, w.id, { sendState: 'sent', status: 1, sentAt: ago(6) });
    const unknown = await buildMessage(db, w.id, { sendState: 'unknown', sentAt: null });
    const failed = await buildMessage(db, w.id, { channel: 'wa', sendState: 'failed', status: 2 });
    const res = await purgeSentMessages(db, now);
    expect(res.deleted).toBeGreaterThanOrEqual(2);
    const left = (await messagesOf(ctx, w.id)).map((r) => r.id);
    expect(left).toEqual([recent.id, unknown.id, failed.id]);
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(oldWa.id);
  });
});
