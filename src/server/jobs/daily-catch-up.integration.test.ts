/**
 * Invio automatico keyed by the day the reminders cover (docs/MESSAGING.md "Invio
 * automatico"): raising `giorni_promemoria`, or a whole day with no instance up, skips no
 * day of reminders, and no appointment is ever reminded twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '@shared/domain/dates';
import { buildAppointment, buildSettings, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { romeAt } from '@server/test/clock';
import { messagesOf } from '@server/test/messaging';
import { runAutoReminders } from './daily';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

const today = todayInRome();
const day = (n: number) => addDays(today, n);
const sms = (giorni: number) => ({
  invio_automatico: true,
  ora_invio: '08:30',
  giorni_promemoria: giorni,
  testo_promemoria: 'Promemoria $targa$ $giorno$ $ora$',
});

/** A workshop with invio automatico on and one reminder-due appointment on each of `days`. */
async function workshopWith(giorni: number, days: number[]) {
  const db = ctx.database.db;
  const w = await buildWorkshop(db);
  await buildSettings(db, w.id, 'sms', sms(giorni));
  const ids = new Map<number, string>();
  for (const d of days) {
    const a = await buildAppointment(db, w.id, {
      date: day(d),
      row: 3,
      column: 2,
      reminderStatus: 1,
    });
    ids.set(a.id, day(d));
  }
  return { w, ids };
}

/** Runs the job at Rome `hhmm` of day `n`; resolves to the dates it covered for `workshopId`. */
async function runAt(workshopId: number, n: number, hhmm: string) {
  const runs = await runAutoReminders(ctx.database.db, romeAt(day(n), hhmm));
  return runs.filter((r) => r.workshopId === workshopId).map((r) => r.date);
}

/** The appointments reminded, each once: their dates, sorted. */
async function remindedDates(workshopId: number, ids: Map<number, string>) {
  const refs = (await messagesOf(ctx, workshopId)).map((m) => m.refId!);
  expect(new Set(refs).size).toBe(refs.length);
  return refs.map((ref) => ids.get(Number(ref.split('-')[2]))!).sort();
}

describe('invio automatico catches up', () => {
  it('raising giorni_promemoria from 1 to 2 skips no day', async () => {
    const { w, ids } = await workshopWith(1, [1, 2, 3]);
    expect(await runAt(w.id, 0, '08:30')).toEqual([day(1)]);
    await buildSettings(ctx.database.db, w.id, 'sms', sms(2));
    expect(await runAt(w.id, 1, '08:30')).toEqual([day(2), day(3)]);
    expect(await remindedDates(w.id, ids)).toEqual([day(1), day(2), day(3)]);
    expect(await runAt(w.id, 1, '09:00')).toEqual([]);
  });

  it('a day with no instance up is caught up at the next start, before ora_invio', async () => {
    const { w, ids } = await workshopWith(1, [1, 2, 3]);
    expect(await runAt(w.id, 0, '08:30')).toEqual([day(1)]);
    // Nothing runs on day 1; day 2 starts early: day 2's reminders (due yesterday) go now.
    expect(await runAt(w.id, 2, '07:00')).toEqual([day(2)]);
    expect(await runAt(w.id, 2, '08:30')).toEqual([day(3)]);
    expect(await remindedDates(w.id, ids)).toEqual([day(1), day(2), day(3)]);
  });

  it('lowering giorni_promemoria reminds no appointment twice', async () => {
    const { w, ids } = await workshopWith(2, [1, 2, 3]);
    expect(await runAt(w.id, 0, '08:30')).toEqual([day(2)]);
    await buildSettings(ctx.database.db, w.id, 'sms', sms(1));
    // Day 2 is covered already; day 1's run (today + 1) was never due under giorni 2.
    expect(await runAt(w.id, 1, '08:30')).toEqual([]);
    expect(await runAt(w.id, 2, '08:30')).toEqual([day(3)]);
    expect(await remindedDates(w.id, ids)).toEqual([day(2), day(3)]);
  });
});
