/** Associated-vehicles search (spec 000 §2 "Veicoli associati", §5 messages). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { createVia } from '@server/test/api';
import { closeDay, searchVehicles, setAppointmentStatus } from '@shared/contracts/appointments';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/appointments/vehicles', () => {
  it('lists one entry per plate with the latest details and last inspection', async () => {
    const a = await signedInWorkshop(ctx);
    const phone = '3471112222';
    const old = await createVia(a, {
      date: '2024-05-10',
      phone,
      plate: 'AA11111',
      model: 'sh 125',
    });
    await a.call(setAppointmentStatus, { params: { id: old.id }, body: { status: 2 } });
    const repeat = await createVia(a, { date: '2024-06-01', phone, plate: 'AA11111' });
    await a.call(setAppointmentStatus, { params: { id: repeat.id }, body: { status: 3 } });
    await createVia(a, {
      date: '2026-02-01',
      phone,
      plate: 'AA11111',
      model: 'sh 150',
      surname: 'Gialli',
    });
    await createVia(a, { date: '2025-01-15', phone, plate: 'BB22222', model: 'fiat panda' });
    await createVia(a, { date: '2025-01-16', phone, plate: '' });
    await createVia(a, { date: '2025-01-17', phone: '3330000000', plate: 'CC33333' });

    const res = await a.call(searchVehicles, { query: { phone: '347 111 2222' } });
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toEqual([
      expect.objectContaining({
        plate: 'AA11111',
        model: 'SH 150',
        surname: 'GIALLI',
        lastDate: '2026-02-01',
        lastInspection: '2024-06-01',
      }),
      expect.objectContaining({ plate: 'BB22222', lastDate: '2025-01-15', lastInspection: null }),
    ]);
  });

  it('searches by plate when the phone is not 9–10 digits', async () => {
    const a = await signedInWorkshop(ctx);
    await createVia(a, { plate: 'DD44444', phone: '3331231234' });
    const res = await a.call(searchVehicles, { query: { phone: '12', plate: 'dd 44444' } });
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((v) => v.plate)).toEqual(['DD44444']);
    const none = await a.call(searchVehicles, { query: { plate: 'ZZ00000' } });
    expect(none.body).toEqual({ vehicles: [] });
  });

  it('leaves out blocked slots (name X) and closure markers', async () => {
    const a = await signedInWorkshop(ctx);
    const phone = '3395556666';
    await createVia(a, { surname: 'x', phone, plate: 'EE55555', row: 1 });
    await createVia(a, { surname: 'Viola', phone, plate: 'FF66666', row: 2 });
    await a.call(closeDay, { params: { date: '2026-03-10' } });
    const res = await a.call(searchVehicles, { query: { phone } });
    expect(res.body.vehicles.map((v) => v.plate)).toEqual(['FF66666']);
  });

  it('answers the spec messages for a bad phone and for nothing given', async () => {
    const a = await signedInWorkshop(ctx);
    const bad = await a.call(searchVehicles, { query: { phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Numero di telefono non valido');
    const nothing = await a.call(searchVehicles, { query: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.error?.message).toBe('Numero di telefono non valido e targa non inserita');
  });
});
