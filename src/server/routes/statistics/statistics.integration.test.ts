/** Risultati Revisioni (spec 001 §2 statistiche, §9) and the admin-only historical figures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { workshopClient } from '@server/test/api';
import { apiClient } from '@server/test/client';
import { buildAppointment } from '@server/test/factories';
import { adminCookie } from '@server/test/sweeps/world';
import { saveSettings } from '@server/routes/settings/service';
import {
  getHistoricalStatistics,
  getStatistics,
  saveHistoricalStatistics,
} from '@shared/contracts/statistics';

let ctx: TestContext;
let admin: ReturnType<typeof apiClient>;
beforeAll(async () => {
  ctx = await setupTestApp();
  admin = apiClient(ctx.app, { cookie: await adminCookie(ctx) });
});
afterAll(async () => ctx.close());

const months = (pairs: Record<number, number>) =>
  Array.from({ length: 12 }, (_, i) => pairs[i + 1] ?? 0);

describe('statistics', () => {
  it('counts stato 2 and 3 per year and month, with totals', async () => {
    const a = await workshopClient(ctx);
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
    const b = await workshopClient(ctx);
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
    const a = await workshopClient(ctx);
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
    const a = await workshopClient(ctx);
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
