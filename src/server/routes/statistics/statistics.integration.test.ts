/**
 * Risultati Revisioni (spec 001 §2 statistiche, §9), the admin-only historical figures and
 * "Promemoria e presenze" (docs/MESSAGING.md "Customer links").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInAdmin, signedInWorkshop, type SignedInAdmin } from '@server/test/sign-in';
import { buildAppointment } from '@server/test/factories';
import { customerActions } from '@server/db/schema';
import { saveSettings } from '@server/domain/settings';
import {
  getAttendanceStatistics,
  getHistoricalStatistics,
  getStatistics,
  saveHistoricalStatistics,
} from '@shared/contracts/statistics';
import { todayInRome, yearOf } from '@shared/domain/iso-date';
import { BACKOFFICE_MSG } from '@shared/messages';
import { getAttendance } from './attendance';

let ctx: TestContext;
let admin: SignedInAdmin;
beforeAll(async () => {
  ctx = await setupTestApp();
  admin = await signedInAdmin(ctx);
});
afterAll(async () => ctx.close());

const months = (pairs: Record<number, number>) =>
  Array.from({ length: 12 }, (_, i) => pairs[i + 1] ?? 0);

describe('statistics', () => {
  it('counts stato 2 and 3 per year and month, with totals', async () => {
    const a = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildAppointment(db, a.id, { date: '2024-01-31', status: 2 });
    await buildAppointment(db, a.id, { date: '2024-01-02', status: 3 });
    await buildAppointment(db, a.id, { date: '2024-12-31', status: 2 });
    await buildAppointment(db, a.id, { date: '2025-03-01', status: 2 });
    // Not done: states 0, 1, 4 and the closed-day marker.
    await buildAppointment(db, a.id, { date: '2024-01-03', status: 0 });
    await buildAppointment(db, a.id, { date: '2024-01-04', status: 1 });
    await buildAppointment(db, a.id, { date: '2024-01-05', status: 4 });
    await buildAppointment(db, a.id, { date: '2024-01-06', row: -1, status: 2 });
    // Another workshop's inspections never count.
    const b = await signedInWorkshop(ctx);
    await buildAppointment(db, b.id, { date: '2024-01-10', status: 2 });

    const res = await a.call(getStatistics);
    expect(res.status).toBe(200);
    expect(res.body.years).toEqual([
      { year: 2024, months: months({ 1: 2, 12: 1 }), total: 3, historical: false },
      { year: 2025, months: months({ 3: 1 }), total: 1, historical: false },
    ]);
    expect(res.body.monthTotals).toEqual(months({ 1: 2, 3: 1, 12: 1 }));
    expect(res.body.total).toBe(4);
  });

  it('shows the historical 2015–2020 figures only with +mod_kuma; only the admin edits them', async () => {
    const a = await signedInWorkshop(ctx);
    await buildAppointment(ctx.database.db, a.id, { date: '2016-05-05', status: 2 });
    const figures = { years: [{ year: 2016, months: months({ 1: 120, 2: 95 }) }] };

    // The workshop user may neither read nor write them.
    const denied = await a.call(saveHistoricalStatistics, { params: { id: a.id }, body: figures });
    expect(denied.status).toBe(403);
    expect((await a.call(getHistoricalStatistics, { params: { id: a.id } })).status).toBe(403);

    const saved = await admin.call(saveHistoricalStatistics, {
      params: { id: a.id },
      body: figures,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.years).toHaveLength(6);
    expect(saved.body.years[1]).toEqual({ year: 2016, months: months({ 1: 120, 2: 95 }) });
    expect(saved.body.years[0]).toEqual({ year: 2015, months: months({}) });

    // Without the option: the counted figures.
    expect((await a.call(getStatistics)).body.years).toEqual([
      { year: 2016, months: months({ 5: 1 }), total: 1, historical: false },
    ]);
    await saveSettings(ctx.database.db, a.id, 'app', { opzioni: '+mod_kuma' });
    expect((await a.call(getStatistics)).body.years).toEqual([
      { year: 2016, months: months({ 1: 120, 2: 95 }), total: 215, historical: true },
    ]);
  });

  it('refuses years outside 2015–2020, bad counts and unknown accounts', async () => {
    const a = await signedInWorkshop(ctx);
    const bad = await admin.call(saveHistoricalStatistics, {
      params: { id: a.id },
      body: { years: [{ year: 2021, months: months({}) }] },
    });
    expect(bad.status).toBe(400);
    const negative = await admin.call(saveHistoricalStatistics, {
      params: { id: a.id },
      body: { years: [{ year: 2015, months: months({ 1: -1 }) }] },
    });
    expect(negative.status).toBe(400);
    const missing = await admin.call(getHistoricalStatistics, { params: { id: 999_999 } });
    expect(missing.status).toBe(404);
  });
});

const figures = (
  pairs: Partial<
    Record<
      'remindersSent' | 'confirmed' | 'cancelled' | 'moved' | 'noShows',
      Record<number, number>
    >
  >,
) =>
  Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    remindersSent: pairs.remindersSent?.[i + 1] ?? 0,
    confirmed: pairs.confirmed?.[i + 1] ?? 0,
    cancelled: pairs.cancelled?.[i + 1] ?? 0,
    moved: pairs.moved?.[i + 1] ?? 0,
    noShows: pairs.noShows?.[i + 1] ?? 0,
  }));

describe('attendance statistics (Promemoria e presenze)', () => {
  const at = (iso: string) => iso;

  it('counts sent reminders, customer actions and no-shows per Rome month, only of the workshop', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    // Reminders sent (appointments' reminder_sent_at, stato done so they are no no-shows):
    // January 15; 31 January 23:30 UTC is 1 February in Rome; 31 March 22:30 UTC is 1 April
    // (summer time); 31 December 2023 23:30 UTC is already 2024 in Rome.
    const reminded = (workshopId: number, iso: string | null, reminderStatus = 2) =>
      buildAppointment(db, workshopId, {
        date: '2024-06-03',
        status: 2,
        reminderStatus,
        reminderSentAt: iso === null ? null : at(iso),
      });
    await reminded(a.id, '2024-01-15T10:00:00Z');
    await reminded(a.id, '2023-12-31T23:30:00Z', 3);
    await reminded(a.id, '2024-01-31T23:30:00Z');
    await reminded(a.id, '2024-03-31T22:30:00Z', 3);
    // Not counted: never sent (scheduled, WhatsApp campaign), 2025 in Rome.
    await reminded(a.id, null, 1);
    await reminded(a.id, null, 5);
    await reminded(a.id, '2024-12-31T23:30:00Z');

    // Customer actions: 29 February 23:30 UTC is 1 March in Rome; 31 December 2023 22:59 UTC
    // is still 2023.
    const action = (
      workshopId: number,
      appointmentId: number,
      kind: 'confirm' | 'cancel' | 'move',
      iso: string,
    ) =>
      db.insert(customerActions).values({
        workshopId,
        appointmentId,
        action: kind,
        surname: 'ROSSI MARIO',
        date: '2024-06-03',
        row: 2,
        ...(kind === 'move' ? { toDate: '2024-06-10', toRow: 4 } : {}),
        at: at(iso),
      });
    await action(a.id, 1, 'confirm', '2024-02-10T10:00:00Z');
    await action(a.id, 2, 'confirm', '2024-02-29T23:30:00Z');
    await action(a.id, 3, 'cancel', '2024-05-05T10:00:00Z');
    await action(a.id, 4, 'move', '2024-05-06T10:00:00Z');
    await action(a.id, 5, 'move', '2023-12-31T22:59:00Z');

    // No-shows: past days left at stato 0 or 1; not done states, the closure marker and
    // other years are not.
    await buildAppointment(db, a.id, { date: '2024-01-10', status: 0 });
    await buildAppointment(db, a.id, { date: '2024-01-11', status: 1 });
    await buildAppointment(db, a.id, { date: '2024-01-12', status: 2 });
    await buildAppointment(db, a.id, { date: '2024-01-13', status: 3 });
    await buildAppointment(db, a.id, { date: '2024-01-14', status: 4 });
    await buildAppointment(db, a.id, { date: '2024-11-30', row: -1, status: 0 });
    await buildAppointment(db, a.id, { date: '2024-12-31', status: 1 });
    await buildAppointment(db, a.id, { date: '2023-12-31', status: 0 });

    // Another workshop's rows of the same months never count.
    await reminded(b.id, '2024-01-15T10:00:00Z');
    await action(b.id, 1, 'confirm', '2024-02-10T10:00:00Z');
    await action(b.id, 1, 'cancel', '2024-05-10T10:00:00Z');
    await buildAppointment(db, b.id, { date: '2024-01-10', status: 0 });

    const res = await a.call(getAttendanceStatistics, { query: { year: 2024 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      year: 2024,
      months: figures({
        remindersSent: { 1: 2, 2: 1, 4: 1 },
        confirmed: { 2: 1, 3: 1 },
        cancelled: { 5: 1 },
        moved: { 5: 1 },
        noShows: { 1: 2, 12: 1 },
      }),
      totals: { remindersSent: 4, confirmed: 2, cancelled: 1, moved: 1, noShows: 3 },
    });

    // The other workshop sees its own.
    const other = await b.call(getAttendanceStatistics, { query: { year: 2024 } });
    expect(other.body.totals).toEqual({
      remindersSent: 1,
      confirmed: 1,
      cancelled: 1,
      moved: 0,
      noShows: 1,
    });
  });

  it('counts as missed only days before today in Rome', async () => {
    const a = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildAppointment(db, a.id, { date: '2024-06-14', status: 0 });
    await buildAppointment(db, a.id, { date: '2024-06-15', status: 0 });
    await buildAppointment(db, a.id, { date: '2024-07-01', status: 1 });
    const stats = await getAttendance(db, a.id, 2024, '2024-06-15');
    expect(stats.months.map((m) => m.noShows)).toEqual(
      figures({ noShows: { 6: 1 } }).map((m) => m.noShows),
    );
    expect((await getAttendance(db, a.id, 2024, '2024-07-02')).totals.noShows).toBe(3);

    // Through the API (the real today): an appointment of next year is not missed yet.
    const next = yearOf(todayInRome()) + 1;
    await buildAppointment(db, a.id, { date: `${next}-06-15`, status: 0 });
    const res = await a.call(getAttendanceStatistics, { query: { year: next } });
    expect(res.status).toBe(200);
    expect(res.body.totals.noShows).toBe(0);
    expect(res.body.months).toHaveLength(12);
  });

  it('refuses a year outside 2000–2100 with an Italian message', async () => {
    const a = await signedInWorkshop(ctx);
    for (const year of ['1999', '2101', 'abc', '2024.5']) {
      const res = await a.call(getAttendanceStatistics, { query: { year } as never });
      expect(res.status, year).toBe(400);
      expect(res.error?.message, year).toBe(BACKOFFICE_MSG.statisticsYearInvalid);
    }
    expect((await a.call(getAttendanceStatistics, { query: { year: 2000 } })).status).toBe(200);
    expect((await a.call(getAttendanceStatistics, { query: { year: 2100 } })).status).toBe(200);
  });
});
