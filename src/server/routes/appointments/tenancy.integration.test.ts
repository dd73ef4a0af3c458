/**
 * Tenancy (DESIGN.md "Tenancy on the server"): workshop B can neither see nor change
 * workshop A's appointments, notes or annotations, whatever ids it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentInput, createVia, workshopClient } from '@server/test/api';
import { appointments, notes, vehicleAnnotations } from '@server/db/schema';

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
    const a = await workshopClient(ctx);
    const b = await workshopClient(ctx);
    const phone = '3401234567';
    const x = await createVia(a, { phone, plate: 'AA12345', web: 1, row: 1 });
    const y = await createVia(a, { phone, plate: 'BB12345', row: 2 });
    await a.put('/api/notes/2026-03-10', { text: 'nota di A' });
    await a.put('/api/vehicle-annotations/AA12345', { problems: 'segreto di A' });
    const before = await snapshot(a.id);

    const answers = [
      await b.get(`/api/appointments/${x.id}`),
      await b.patch(`/api/appointments/${x.id}`, { ...appointmentInput(), version: 0 }),
      await b.post(`/api/appointments/${x.id}/status`, { status: 3, reason: 'B' }),
      await b.post(`/api/appointments/${x.id}/resend-confirmation`),
      await b.delete(`/api/appointments/${x.id}`),
      ...(await Promise.all(
        (['copy', 'cut', 'swap'] as const).map((mode) =>
          b.post('/api/appointments/paste', {
            mode,
            sourceId: x.id,
            target: { date: x.date, row: 5, column: 1 },
          }),
        ),
      )),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }

    // B's own writes on the same slots and dates touch only B's rows.
    const mine = await createVia(b, { row: 1 });
    const swap = await b.post('/api/appointments/paste', {
      mode: 'swap',
      sourceId: mine.id,
      target: { date: x.date, row: y.row, column: y.column },
    });
    expect(swap.status).toBe(200);
    await b.post('/api/appointments/block', { date: x.date, column: 1, fromRow: 3, toRow: 6 });
    await b.put(`/api/days/${x.date}/closure`);
    await b.put('/api/notes/2026-03-10', { text: 'nota di B' });
    await b.put('/api/vehicle-annotations/AA12345', { problems: 'di B' });

    expect((await b.get(`/api/appointments?date=${x.date}`)).body.appointments).not.toContainEqual(
      expect.objectContaining({ id: x.id }),
    );
    expect((await b.get(`/api/appointments/vehicles?phone=${phone}`)).body).toEqual({
      vehicles: [],
    });
    expect((await b.get('/api/appointments/vehicles?plate=AA12345')).body).toEqual({
      vehicles: [],
    });
    expect((await b.get('/api/notes?from=2026-03-11&dir=back')).body.notes).toEqual([
      { date: '2026-03-10', text: 'nota di B' },
    ]);

    // A sees its own data, unchanged.
    expect(await snapshot(a.id)).toEqual(before);
    const dayA = (await a.get(`/api/appointments?date=${x.date}`)).body;
    expect(dayA.closed).toBe(false);
    expect(dayA.appointments.map((p: { id: number }) => p.id)).toEqual([x.id, y.id]);
    expect((await a.get('/api/notes/2026-03-10')).body.note.text).toBe('nota di A');
    expect((await a.get('/api/vehicle-annotations/AA12345')).body.annotation.problems).toMatch(
      /^segreto di A/,
    );
    expect((await a.get(`/api/appointments/vehicles?phone=${phone}`)).body.vehicles).toHaveLength(
      2,
    );
  });

  it('gets B’s own empty notes and annotations for A’s keys', async () => {
    const a = await workshopClient(ctx);
    const b = await workshopClient(ctx);
    await a.put('/api/notes/2026-04-01', { text: 'solo A' });
    await a.put('/api/vehicle-annotations/ZZ99999', { model: 'X', problems: 'solo A' });
    expect((await b.get('/api/notes/2026-04-01')).body.note.text).toBe('');
    const ann = (await b.get('/api/vehicle-annotations/ZZ99999')).body.annotation;
    expect(ann.model).toBe('');
    expect(ann.problems).not.toContain('solo A');
  });
});
