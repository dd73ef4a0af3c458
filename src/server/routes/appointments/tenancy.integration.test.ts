/**
 * Tenancy (docs/ARCHITECTURE.md "Tenancy"): workshop B can neither see nor change
 * workshop A's appointments, notes or annotations, whatever ids it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentInput, createVia } from '@server/test/api';
import { appointments, notes, vehicleAnnotations } from '@server/db/schema';
import {
  blockSlots,
  closeDay,
  deleteAppointment,
  getAppointment,
  getDay,
  pasteAppointment,
  resendConfirmation,
  searchVehicles,
  setAppointmentStatus,
  updateAppointment,
} from '@shared/contracts/appointments';
import { getNote, getNotesHistory, saveNote } from '@shared/contracts/notes';
import { getAnnotation, saveAnnotation } from '@shared/contracts/vehicle-annotations';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

async function snapshot(workshopId: number) {
  const db = ctx.database.db;
  return {
    appointments: await db
      .select()
      .from(appointments)
      .where(eq(appointments.workshopId, workshopId))
      .orderBy(appointments.id),
    notes: await db.select().from(notes).where(eq(notes.workshopId, workshopId)),
    annotations: await db
      .select()
      .from(vehicleAnnotations)
      .where(eq(vehicleAnnotations.workshopId, workshopId)),
  };
}

describe('workshop B against workshop A', () => {
  it('cannot read, change, move, delete or find A’s data', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const phone = '3401234567';
    const x = await createVia(a, { phone, plate: 'AA12345', web: 1, row: 1 });
    const y = await createVia(a, { phone, plate: 'BB12345', row: 2 });
    await a.call(saveNote, { params: { date: '2026-03-10' }, body: { text: 'nota di A' } });
    await a.call(saveAnnotation, {
      params: { plate: 'AA12345' },
      body: { problems: 'segreto di A' },
    });
    const before = await snapshot(a.id);

    const params = { id: x.id };
    const answers = [
      await b.call(getAppointment, { params }),
      await b.call(updateAppointment, { params, body: { ...appointmentInput(), version: 0 } }),
      await b.call(setAppointmentStatus, { params, body: { status: 3, reason: 'B' } }),
      await b.call(resendConfirmation, { params }),
      await b.call(deleteAppointment, { params }),
      ...(await Promise.all(
        (['copy', 'cut', 'swap'] as const).map((mode) =>
          b.call(pasteAppointment, {
            body: { mode, sourceId: x.id, target: { date: x.date, row: 5, column: 1 } },
          }),
        ),
      )),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.error?.code).toBe('not_found');
    }

    // B's own writes on the same slots and dates touch only B's rows.
    const mine = await createVia(b, { row: 1 });
    const swap = await b.call(pasteAppointment, {
      body: {
        mode: 'swap',
        sourceId: mine.id,
        target: { date: x.date, row: y.row, column: y.column },
      },
    });
    expect(swap.status).toBe(200);
    await b.call(blockSlots, { body: { date: x.date, column: 1, fromRow: 3, toRow: 6 } });
    await b.call(closeDay, { params: { date: x.date } });
    await b.call(saveNote, { params: { date: '2026-03-10' }, body: { text: 'nota di B' } });
    await b.call(saveAnnotation, { params: { plate: 'AA12345' }, body: { problems: 'di B' } });

    expect(
      (await b.call(getDay, { query: { date: x.date } })).body.appointments,
    ).not.toContainEqual(expect.objectContaining({ id: x.id }));
    expect((await b.call(searchVehicles, { query: { phone } })).body).toEqual({
      vehicles: [],
    });
    expect((await b.call(searchVehicles, { query: { plate: 'AA12345' } })).body).toEqual({
      vehicles: [],
    });
    expect(
      (await b.call(getNotesHistory, { query: { from: '2026-03-11', dir: 'back' } })).body.notes,
    ).toEqual([{ date: '2026-03-10', text: 'nota di B' }]);

    // A sees its own data, unchanged.
    expect(await snapshot(a.id)).toEqual(before);
    const dayA = (await a.call(getDay, { query: { date: x.date } })).body;
    expect(dayA.closed).toBe(false);
    expect(dayA.appointments.map((p) => p.id)).toEqual([x.id, y.id]);
    expect((await a.call(getNote, { params: { date: '2026-03-10' } })).body.note.text).toBe(
      'nota di A',
    );
    expect(
      (await a.call(getAnnotation, { params: { plate: 'AA12345' } })).body.annotation.problems,
    ).toMatch(/^segreto di A/);
    expect((await a.call(searchVehicles, { query: { phone } })).body.vehicles).toHaveLength(2);
  });

  it('gets B’s own empty notes and annotations for A’s keys', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    await a.call(saveNote, { params: { date: '2026-04-01' }, body: { text: 'solo A' } });
    await a.call(saveAnnotation, {
      params: { plate: 'ZZ99999' },
      body: { model: 'X', problems: 'solo A' },
    });
    expect((await b.call(getNote, { params: { date: '2026-04-01' } })).body.note.text).toBe('');
    const ann = (await b.call(getAnnotation, { params: { plate: 'ZZ99999' } })).body.annotation;
    expect(ann.model).toBe('');
    expect(ann.problems).not.toContain('solo A');
  });
});
