/** Paste (copy, cut, swap), slot blocking and day closure (spec 000 §4, §5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentInput, createVia } from '@server/test/api';
import { appointments } from '@server/db/schema';
import type { EndpointInput } from '@shared/contracts/endpoint';
import {
  blockSlots,
  closeDay,
  createAppointment,
  getAppointment,
  getDay,
  pasteAppointment,
  reopenDay,
  setAppointmentStatus,
} from '@shared/contracts/appointments';
import { type SignedInWorkshop, signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

type PasteBody = EndpointInput<typeof pasteAppointment>['body'];
/** Pastes appointment `sourceId` onto `target` (spec 000 §2 copy / cut / swap). */
const paste = (
  c: SignedInWorkshop,
  mode: PasteBody['mode'],
  sourceId: number,
  target: PasteBody['target'],
) => c.call(pasteAppointment, { body: { mode, sourceId, target } });
const block = (c: SignedInWorkshop, body: EndpointInput<typeof blockSlots>['body']) =>
  c.call(blockSlots, { body });
const day = async (c: SignedInWorkshop, date: string) =>
  (await c.call(getDay, { query: { date } })).body;
/** The workshop's stored row, read past the API. */
const rowOf = async (c: SignedInWorkshop, id: number) =>
  (
    await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, c.id), eq(appointments.id, id)))
  )[0];

describe('paste: copy', () => {
  it('creates a fresh appointment with stato 0, web 0, reminder recomputed', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a, { reminder: true, web: 2 });
    await ctx.database.db
      .update(appointments)
      .set({ status: 2, sync: 1, reminderStatus: 2, randomId: 'demo2026abc' })
      .where(and(eq(appointments.workshopId, a.id), eq(appointments.id, src.id)));
    const res = await paste(a, 'copy', src.id, { date: '2026-03-11', row: 4, column: 2 });
    expect(res.status).toBe(200);
    const copy = res.body.appointments[0]!;
    expect(copy.id).not.toBe(src.id);
    expect(copy).toMatchObject({
      surname: src.surname,
      plate: src.plate,
      date: '2026-03-11',
      row: 4,
      column: 2,
      status: 0,
      sync: 0,
      web: 0,
      reminderStatus: 1,
      reminderSentAt: null,
    });
    expect((await rowOf(a, copy.id))!.randomId).toBeNull();
    expect((await rowOf(a, src.id))!.status).toBe(2);
  });

  it('refuses a taken target with "Casella Occupata"', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a);
    const other = await createVia(a, { row: 3, surname: 'Altro' });
    const res = await paste(a, 'copy', src.id, {
      date: other.date,
      row: other.row,
      column: other.column,
    });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({ code: 'slot_taken', message: 'Casella Occupata' });
    expect((await day(a, src.date)).appointments).toHaveLength(2);
  });
});

describe('paste: cut', () => {
  it('moves on the same day keeping stato and reminder', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a, { reminder: true });
    await a.call(setAppointmentStatus, { params: { id: src.id }, body: { status: 1 } });
    const res = await paste(a, 'cut', src.id, { date: src.date, row: 10, column: 3 });
    expect(res.status).toBe(200);
    expect(res.body.appointments[0]).toMatchObject({
      id: src.id,
      row: 10,
      column: 3,
      status: 1,
      reminderStatus: 1,
    });
    expect((await day(a, src.date)).appointments).toHaveLength(1);
  });

  it('resets stato and reminder when the date changes', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a, { reminder: true });
    await ctx.database.db
      .update(appointments)
      .set({ status: 1, reminderStatus: 2, reminderSentAt: '2026-03-09T10:00:00Z' })
      .where(and(eq(appointments.workshopId, a.id), eq(appointments.id, src.id)));
    const res = await paste(a, 'cut', src.id, { date: '2026-04-01', row: 2, column: 1 });
    expect(res.body.appointments[0]).toMatchObject({
      id: src.id,
      date: '2026-04-01',
      status: 0,
      reminderStatus: 0,
      reminderSentAt: null,
    });
    expect((await day(a, src.date)).appointments).toHaveLength(0);
  });

  it('deletes and re-inserts with a new id across years', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a, { date: '2026-12-30', note: 'da spostare' });
    const res = await paste(a, 'cut', src.id, { date: '2027-01-04', row: 5, column: 2 });
    expect(res.status).toBe(200);
    const moved = res.body.appointments[0]!;
    expect(moved.id).not.toBe(src.id);
    expect(moved).toMatchObject({ date: '2027-01-04', row: 5, column: 2, note: 'DA SPOSTARE' });
    expect(await rowOf(a, src.id)).toBeUndefined();
    expect((await a.call(getAppointment, { params: { id: src.id } })).status).toBe(404);
    expect((await day(a, '2027-01-04')).appointments).toHaveLength(1);
  });

  it('keeps the source when the cross-year target is taken', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a, { date: '2026-12-30' });
    await createVia(a, { date: '2027-01-04', row: 5, column: 2 });
    const res = await paste(a, 'cut', src.id, { date: '2027-01-04', row: 5, column: 2 });
    expect(res.status).toBe(409);
    expect(await rowOf(a, src.id)).toBeDefined();
  });

  it('refuses a taken target on the same day', async () => {
    const a = await signedInWorkshop(ctx);
    const src = await createVia(a);
    await createVia(a, { row: 6 });
    const res = await paste(a, 'cut', src.id, { date: src.date, row: 6, column: 1 });
    expect(res.status).toBe(409);
    expect((await rowOf(a, src.id))!.row).toBe(src.row);
  });
});

describe('paste: swap', () => {
  it('exchanges two appointments on the same date', async () => {
    const a = await signedInWorkshop(ctx);
    const x = await createVia(a, { surname: 'Primo', row: 1, column: 1 });
    const y = await createVia(a, { surname: 'Secondo', row: 4, column: 3 });
    const res = await paste(a, 'swap', x.id, { date: y.date, row: 4, column: 3 });
    expect(res.status).toBe(200);
    const slots = Object.fromEntries(
      (await day(a, x.date)).appointments.map((p) => [p.surname, [p.row, p.column]]),
    );
    expect(slots).toEqual({ PRIMO: [4, 3], SECONDO: [1, 1] });
  });

  it('moves onto an empty slot of the same date', async () => {
    const a = await signedInWorkshop(ctx);
    const x = await createVia(a);
    const res = await paste(a, 'swap', x.id, { date: x.date, row: 12, column: 2 });
    expect(res.body.appointments[0]).toMatchObject({ id: x.id, row: 12, column: 2 });
  });

  it('refuses two different dates with the spec message', async () => {
    const a = await signedInWorkshop(ctx);
    const x = await createVia(a);
    await createVia(a, { date: '2026-03-12' });
    const res = await paste(a, 'swap', x.id, { date: '2026-03-12', row: x.row, column: x.column });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(
      "E' possibile invertire 2 appuntamenti solamente nella stessa data",
    );
    expect((await rowOf(a, x.id))!.date).toBe(x.date);
  });

  it('refuses a target row outside the timetable', async () => {
    const a = await signedInWorkshop(ctx);
    const x = await createVia(a);
    const res = await paste(a, 'copy', x.id, { date: x.date, row: 40, column: 1 });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Orario non valido');
  });
});

describe('POST /api/appointments/block', () => {
  it('blocks rows from ≤ r < to with appointments named X', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await block(a, { date: '2026-05-04', fromRow: 3, toRow: 6 });
    expect(res.status).toBe(200);
    expect(res.body.appointments.map((p) => p.row)).toEqual([3, 4, 5]);
    for (const p of res.body.appointments) expect(p).toMatchObject({ surname: 'X', column: 2 });
  });

  it('writes nothing when any slot of the range is taken', async () => {
    const a = await signedInWorkshop(ctx);
    await createVia(a, { date: '2026-05-04', row: 5, column: 1 });
    const res = await block(a, { date: '2026-05-04', column: 1, fromRow: 2, toRow: 8 });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(
      'ERRORE: sono già presenti appuntamenti negli orari selezionati',
    );
    expect((await day(a, '2026-05-04')).appointments).toHaveLength(1);
  });

  it('refuses a first hour not lower than the second', async () => {
    const a = await signedInWorkshop(ctx);
    for (const [fromRow, toRow] of [
      [5, 5],
      [6, 2],
    ] as const) {
      const res = await block(a, { date: '2026-05-04', fromRow, toRow });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('ERRORE: La prima ora deve essere inferiore alla seconda');
    }
    expect((await day(a, '2026-05-04')).appointments).toHaveLength(0);
  });

  it('refuses a range past the timetable', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await block(a, { date: '2026-05-04', fromRow: 20, toRow: 27 });
    expect(res.status).toBe(400);
    expect((await day(a, '2026-05-04')).appointments).toHaveLength(0);
  });
});

describe('block racing bookings', () => {
  it('is all or nothing while bookings arrive in its range', async () => {
    const a = await signedInWorkshop(ctx);
    const date = '2026-05-06';
    const [blocking, ...creates] = await Promise.all([
      block(a, { date, column: 2, fromRow: 0, toRow: 10 }),
      ...Array.from({ length: 10 }, (_, row) =>
        a.call(createAppointment, { body: appointmentInput({ date, row, column: 2 }) }),
      ),
    ]);
    const rows = (await day(a, date)).appointments;
    const blocked = rows.filter((p) => p.surname === 'X').length;
    const booked = creates.filter((r) => r.status === 201).length;
    if (blocking!.status === 200) {
      expect(blocked).toBe(10);
      expect(booked).toBe(0);
    } else {
      expect(blocking!.status).toBe(409);
      expect(blocking!.error?.message).toBe(
        'ERRORE: sono già presenti appuntamenti negli orari selezionati',
      );
      expect(blocked).toBe(0);
      expect(booked).toBeGreaterThan(0);
    }
    expect(rows).toHaveLength(blocked + booked);
  });
});

describe('day closure', () => {
  it('closes idempotently, hides the marker, and reopens', async () => {
    const a = await signedInWorkshop(ctx);
    await createVia(a, { date: '2026-06-02' });
    const close = (date: string) => a.call(closeDay, { params: { date } });
    expect((await close('2026-06-02')).body).toEqual({ ok: true });
    expect((await close('2026-06-02')).status).toBe(200);
    const closed = await day(a, '2026-06-02');
    expect(closed.closed).toBe(true);
    expect(closed.appointments).toHaveLength(1);
    const markers = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, a.id), eq(appointments.row, -1)));
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ surname: 'CHIUSURA', column: 1, date: '2026-06-02' });
    expect((await a.call(reopenDay, { params: { date: '2026-06-02' } })).body).toEqual({
      ok: true,
    });
    expect((await day(a, '2026-06-02')).closed).toBe(false);
    expect((await close('2026-02-30')).status).toBe(400);
  });
});
