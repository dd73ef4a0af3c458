/** Appointments CRUD, validation, states and stale writes (spec 000 §2, §4, §5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { apiClient } from '@server/test/client';
import { appointmentInput, createVia, raw } from '@server/test/api';
import { appointments } from '@server/db/schema';
import {
  createAppointment,
  deleteAppointment,
  getAppointment,
  getDay,
  resendConfirmation,
  setAppointmentStatus,
  updateAppointment,
} from '@shared/contracts/appointments';
import { saveSettings } from '@shared/contracts/settings';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

async function rowsOf(workshopId: number) {
  const [r] = await ctx.database.db
    .select({ n: count() })
    .from(appointments)
    .where(eq(appointments.workshopId, workshopId));
  return r!.n;
}

describe('POST /api/appointments', () => {
  it('creates an appointment with normalised fields and the switches mapped', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await a.call(createAppointment, {
      body: appointmentInput({
        surname: '  bianchi ',
        note: 'freni',
        reminder: true,
        recall: true,
        letter: true,
        vehicleType: 1,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({
      surname: 'BIANCHI',
      phone: '3331234567',
      model: 'PIAGGIO BEVERLY 300',
      plate: 'AB12345',
      note: 'FRENI',
      reminderStatus: 1,
      recallStatus: 1,
      letter: 1,
      vehicleType: 1,
      status: 0,
      version: 0,
      date: '2026-03-10',
      row: 2,
      column: 1,
    });
    const day = await a.call(getDay, { query: { date: '2026-03-10' } });
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ date: '2026-03-10', closed: false });
    expect(day.body.appointments.map((x) => x.id)).toEqual([res.body.appointment.id]);
    const one = await a.call(getAppointment, { params: { id: res.body.appointment.id } });
    expect(one.body.appointment.surname).toBe('BIANCHI');
  });

  it('refuses a taken slot with "Casella Occupata"', async () => {
    const a = await signedInWorkshop(ctx);
    await createVia(a);
    const res = await a.call(createAppointment, { body: appointmentInput({ surname: 'Verdi' }) });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({ code: 'slot_taken', message: 'Casella Occupata' });
    expect(await rowsOf(a.id)).toBe(1);
  });

  it.each([
    ['a phone too short to be one', { phone: '33312' }, 'Numero di telefono non valido'],
    ['letters for a phone', { phone: '333abc4567' }, 'Numero di telefono non valido'],
    ['a reminder to a landline', { phone: '0612345678', reminder: true }, 'Cellulare non valido'],
    ['an empty name', { surname: '   ' }, 'Inserire il nome'],
    ['a bad date', { date: '2026-02-30' }, 'Data non valida'],
    ['a row outside the timetable', { row: 26 }, 'Orario non valido'],
    ['column 4', { column: 4 }, 'Il campo «Colonna» non è valido'],
    ['a reminder without a phone', { phone: '', reminder: true }, 'Cellulare non valido'],
  ])('refuses %s with 400 and writes nothing', async (_what, override, message) => {
    const a = await signedInWorkshop(ctx);
    const res = await a.call(createAppointment, { body: appointmentInput(override) });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: 'bad_request', message });
    expect(await rowsOf(a.id)).toBe(0);
  });

  it('saves a landline and a foreign number, normalised, with no reminder (spec 000 §5)', async () => {
    const a = await signedInWorkshop(ctx);
    for (const [row, typed, stored] of [
      [3, '06 1234 5678', '0612345678'],
      [4, '+44 20 7946 0958', '+442079460958'],
      [5, '+39 333 1234567', '3331234567'],
    ] as const) {
      const res = await a.call(createAppointment, {
        body: appointmentInput({ row, phone: typed }),
      });
      expect(res.status, typed).toBe(201);
      expect(res.body.appointment.phone).toBe(stored);
    }
  });

  it('follows a shorter timetable from the settings', async () => {
    const a = await signedInWorkshop(ctx);
    const timetable = { orari_tabella: ['8:00', '8:30'] };
    expect(
      (await a.call(saveSettings, { params: { section: 'app' }, body: timetable })).status,
    ).toBe(200);
    const create = (row: number) => a.call(createAppointment, { body: appointmentInput({ row }) });
    expect((await create(2)).status).toBe(400);
    expect((await create(1)).status).toBe(201);
  });

  it('needs a session', async () => {
    const res = await apiClient(ctx.app).call(getDay, { query: { date: '2026-03-10' } });
    expect(res.status).toBe(401);
  });

  it('keeps exactly one of 20 concurrent bookings of one slot', async () => {
    const a = await signedInWorkshop(ctx);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        a.call(createAppointment, {
          body: appointmentInput({ surname: `Cliente ${i}`, row: 5 }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.error?.message).toBe('Casella Occupata');
    }
    expect(await rowsOf(a.id)).toBe(1);
  });
});

describe('phones by the numbering plan (spec 000 §5)', () => {
  it('refuses a number no plan has, keeps a real fixed line, leaves stored rows as they are', async () => {
    const a = await signedInWorkshop(ctx);
    const impossible = await a.call(createAppointment, {
      body: appointmentInput({ phone: '12345678' }),
    });
    expect(impossible.status).toBe(400);
    expect(impossible.error?.message).toBe('Numero di telefono non valido');
    expect(await rowsOf(a.id)).toBe(0);

    const landline = await createVia(a, { phone: '0543 123456' });
    expect(landline.phone).toBe('0543123456');
    const foreign = await createVia(a, { row: 3, phone: '+44 20 7946 0958' });
    expect(foreign.phone).toBe('+442079460958');
    // A fixed line gets no reminder: "Cellulare non valido", as before.
    const reminder = await a.call(createAppointment, {
      body: appointmentInput({ row: 4, phone: '0543123456', reminder: true }),
    });
    expect([reminder.status, reminder.error?.message]).toEqual([400, 'Cellulare non valido']);

    // A row saved under the old length rule is read back untouched…
    const [legacy] = await ctx.database.db
      .insert(appointments)
      .values({
        workshopId: a.id,
        date: '2026-03-10',
        row: 5,
        column: 1,
        surname: 'VECCHIO',
        phone: '12345678',
      })
      .returning();
    const read = await a.call(getAppointment, { params: { id: legacy!.id } });
    expect(read.body.appointment.phone).toBe('12345678');
    // …and an edit saves only with a real number (or none), changing nothing before.
    const edit = (phone: string) =>
      a.call(updateAppointment, {
        params: { id: legacy!.id },
        body: { ...appointmentInput({ row: 5, surname: 'VECCHIO', phone }), version: 0 },
      });
    const refused = await edit('12345678');
    expect([refused.status, refused.error?.message]).toEqual([
      400,
      'Numero di telefono non valido',
    ]);
    expect(
      (await a.call(getAppointment, { params: { id: legacy!.id } })).body.appointment,
    ).toMatchObject({ phone: '12345678', version: 0 });
    expect((await edit('0612345678')).body.appointment.phone).toBe('0612345678');
  });
});

describe('PATCH /api/appointments/:id', () => {
  it('saves with the version seen and bumps it', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a, { reminder: true });
    const res = await a.call(updateAppointment, {
      params: { id: created.id },
      body: { ...appointmentInput({ surname: 'Neri', plate: 'zz 999' }), version: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({
      surname: 'NERI',
      plate: 'ZZ999',
      version: 1,
      reminderStatus: 0,
      date: created.date,
      row: created.row,
    });
  });

  it('detects a stale write and answers the current content', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a);
    const first = await a.call(updateAppointment, {
      params: { id: created.id },
      body: { ...appointmentInput({ surname: 'Prima' }), version: 0 },
    });
    expect(first.status).toBe(200);
    const second = await a.call(updateAppointment, {
      params: { id: created.id },
      body: { ...appointmentInput({ surname: 'Seconda' }), version: 0 },
    });
    expect(second.status).toBe(409);
    expect(second.error?.code).toBe('stale');
    expect(second.error?.current).toMatchObject({
      id: created.id,
      surname: 'PRIMA',
      version: 1,
    });
    expect(
      (await a.call(getAppointment, { params: { id: created.id } })).body.appointment.surname,
    ).toBe('PRIMA');
  });

  it('lets exactly one of two concurrent saves of one version through', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a);
    const results = await Promise.all(
      ['Uno', 'Due'].map((surname) =>
        a.call(updateAppointment, {
          params: { id: created.id },
          body: { ...appointmentInput({ surname }), version: 0 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('keeps a reminder already sent when the switch goes off, schedules one when on', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a);
    await ctx.database.db
      .update(appointments)
      .set({ reminderStatus: 2 })
      .where(and(eq(appointments.workshopId, a.id), eq(appointments.id, created.id)));
    const off = await a.call(updateAppointment, {
      params: { id: created.id },
      body: { ...appointmentInput(), reminder: false, version: 0 },
    });
    expect(off.body.appointment.reminderStatus).toBe(2);
    const other = await createVia(a, { row: 7 });
    const on = await a.call(updateAppointment, {
      params: { id: other.id },
      body: { ...appointmentInput(), reminder: true, version: 0 },
    });
    expect(on.body.appointment.reminderStatus).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a);
    const unknown = await a.call(updateAppointment, {
      params: { id: 999999 },
      body: { ...appointmentInput(), version: 0 },
    });
    expect(unknown.status).toBe(404);
    const bad = await a.call(updateAppointment, {
      params: { id: created.id },
      body: { ...appointmentInput({ phone: '123' }), version: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Numero di telefono non valido');
    expect(
      (await a.call(getAppointment, { params: { id: created.id } })).body.appointment.version,
    ).toBe(0);
  });
});

describe('POST /api/appointments/:id/status', () => {
  it('appends the reason uppercased for 3 and 4', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a, { note: 'cliente abituale' });
    const r3 = await a.call(setAppointmentStatus, {
      params: { id: created.id },
      body: { status: 3, reason: 'freni usurati' },
    });
    expect(r3.status).toBe(200);
    expect(r3.body.appointment).toMatchObject({
      status: 3,
      note: 'CLIENTE ABITUALE - FRENI USURATI',
      version: 1,
    });
    const empty = await createVia(a, { row: 8 });
    const r4 = await a.call(setAppointmentStatus, {
      params: { id: empty.id },
      body: { status: 4, reason: 'luci' },
    });
    expect(r4.body.appointment.note).toBe('LUCI');
  });

  it('ignores a reason for other states and refuses a stale version', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a);
    const r2 = await a.call(setAppointmentStatus, {
      params: { id: created.id },
      body: { status: 2, reason: 'non salvare' },
    });
    expect(r2.body.appointment).toMatchObject({ status: 2, note: '' });
    const staleRes = await a.call(setAppointmentStatus, {
      params: { id: created.id },
      body: { status: 1, version: 0 },
    });
    expect(staleRes.status).toBe(409);
    expect(staleRes.error?.current).toMatchObject({ status: 2 });
    // Malformed on purpose: a state outside 0–4.
    const five = await raw(
      ctx,
      setAppointmentStatus,
      { params: { id: created.id }, body: { status: 5 } },
      { cookie: a.cookie },
    );
    expect(five.status).toBe(400);
  });
});

describe('DELETE /api/appointments/:id', () => {
  it('deletes, then answers 404', async () => {
    const a = await signedInWorkshop(ctx);
    const created = await createVia(a);
    const remove = () => a.call(deleteAppointment, { params: { id: created.id } });
    expect((await remove()).body).toEqual({ ok: true });
    expect((await remove()).status).toBe(404);
    expect(await rowsOf(a.id)).toBe(0);
  });
});

describe('POST /api/appointments/:id/resend-confirmation', () => {
  it('refuses a staff appointment, and a web state set by hand without a confirm code', async () => {
    const a = await signedInWorkshop(ctx);
    const staff = await createVia(a);
    const r0 = await a.call(resendConfirmation, { params: { id: staff.id } });
    expect(r0.status).toBe(400);
    expect(r0.error?.message).toBe('Questo appuntamento non è stato preso sul web');
    // Sending a real booking's confirmation is tested in routes/web-booking.
    const web = await createVia(a, { row: 9, web: 2 });
    const r2 = await a.call(resendConfirmation, { params: { id: web.id } });
    expect(r2.status).toBe(400);
    expect(r2.error?.message).toBe('Questo appuntamento non è stato preso sul web');
  });
});
