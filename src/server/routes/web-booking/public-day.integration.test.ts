/**
 * The public free-slots endpoint's hot path (README "Performance", `@server/domain/web-booking/workshop`): prepared
 * statements and settings validated once per stored text must answer exactly as before —
 * a settings change is seen by the very next read, whoever wrote it; a stored value that is
 * invalid reads as the defaults, as `getSettings` does; the shared answer cannot be changed;
 * the per-address read limit still holds.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBookingDay } from '@shared/contracts/web-booking';
import { saveSettings } from '@shared/contracts/settings';
import { settings, workshops } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { getSettings } from '@server/domain/settings';
import { OPEN_HOURS, bookableDate, bookingWorkshop } from '@server/test/booking';
import { readSection } from '@server/domain/web-booking/workshop';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_READ_RATE_LIMIT: '1000' });
});
afterAll(async () => ctx.close());

const pub = () => apiClient(ctx.app, { remoteAddress: '10.0.1.1' });

describe('public day after a settings change', () => {
  it('sees a change saved by the workshop, and one written straight to the table', async () => {
    const { db } = ctx.database;
    const signed = await signedInWorkshop(ctx);
    const w = signed.workshop;
    const linkWeb = `pd${w.id}x${Date.now()}`;
    await db.update(workshops).set({ linkWeb }).where(eq(workshops.id, w.id));
    await buildSettings(db, w.id, 'web', { orari_lavoro: OPEN_HOURS });
    const d = bookableDate();
    await buildAppointment(db, w.id, { date: d, row: 4, column: 1 });
    const day = async () =>
      (await pub().call(getBookingDay, { params: { link: linkWeb, date: d } })).body;
    expect((await day()).slots.find((s) => s.row === 4)).toEqual({
      row: 4,
      time: '9:30',
      free: false,
    });

    // Through the API: two simultaneous inspections free row 4 again.
    const desk = apiClient(ctx.app, { cookie: signed.cookie });
    const put = await desk.call(saveSettings, {
      params: { section: 'web' },
      body: { revisioni_simultane: 2 },
    });
    expect(put.status).toBe(200);
    expect((await day()).slots.find((s) => s.row === 4)?.free).toBe(true);

    // Straight to the table (no updated_at, no notification): still seen at once.
    await db.execute(
      sql`update settings set value = jsonb_set(value, '{revisioni_simultane}', '1')
          where workshop_id = ${w.id} and section = 'web'`,
    );
    expect((await day()).slots.find((s) => s.row === 4)?.free).toBe(false);
    await db.execute(
      sql`update settings set value = jsonb_set(value, '{manutenzione}', '1')
          where workshop_id = ${w.id} and section = 'web'`,
    );
    expect(await day()).toEqual({ date: d, state: 'maintenance', slots: [] });
  });
});

describe('readSection', () => {
  it('answers as getSettings for valid, invalid, null and missing rows', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db, { web: { revisioni_simultane: 3, tipo_veicoli: '0,1' } });
    const same = async () => {
      expect(await readSection(db, w.id, 'web')).toEqual(await getSettings(db, w.id, 'web'));
      expect(await readSection(db, w.id, 'app')).toEqual(await getSettings(db, w.id, 'app'));
    };
    await same(); // valid web, missing app
    expect((await readSection(db, w.id, 'web')).revisioni_simultane).toBe(3);
    for (const value of [{ revisioni_simultane: 9 }, null, { orari_lavoro: 'x' }]) {
      await db
        .update(settings)
        .set({ value: sql`${JSON.stringify(value)}::jsonb` })
        .where(eq(settings.workshopId, w.id));
      await same();
      expect((await readSection(db, w.id, 'web')).revisioni_simultane).toBe(1); // defaults
    }
  });

  it('shares a frozen answer that nobody can change', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db);
    const web = await readSection(db, w.id, 'web');
    expect(() => {
      (web as { revisioni_simultane: number }).revisioni_simultane = 3;
    }).toThrow(TypeError);
    expect(() => (web.orari_lavoro['1'] as string[]).push('s')).toThrow(TypeError);
    expect((await readSection(db, w.id, 'web')).revisioni_simultane).toBe(1);
  });
});

describe('read limit', () => {
  it('answers 429 past BOOKING_READ_RATE_LIMIT reads a minute from one address', async () => {
    const limited = await setupTestApp({ BOOKING_READ_RATE_LIMIT: '2' });
    try {
      const w = await bookingWorkshop(limited.database.db);
      const c = apiClient(limited.app, { remoteAddress: '10.9.9.8' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await c.call(getBookingDay, { params: { link: w.linkWeb, date: bookableDate() } }))
            .status,
        );
      expect(statuses).toEqual([200, 200, 429]);
      const other = apiClient(limited.app, { remoteAddress: '10.9.9.7' });
      const r = await other.call(getBookingDay, {
        params: { link: w.linkWeb, date: bookableDate() },
      });
      expect(r.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts reads of a wrong link too, and answers 429 before 404 (one statement per read)', async () => {
    const limited = await setupTestApp({ BOOKING_READ_RATE_LIMIT: '2' });
    try {
      const w = await bookingWorkshop(limited.database.db);
      const c = apiClient(limited.app, { remoteAddress: '10.9.9.6' });
      const day = (link: string) =>
        c.call(getBookingDay, { params: { link, date: bookableDate() } });
      expect((await day('NESSUNO')).status).toBe(404);
      expect((await day(w.linkWeb)).status).toBe(200);
      const over = await day('NESSUNO');
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await day(w.linkWeb)).status).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
