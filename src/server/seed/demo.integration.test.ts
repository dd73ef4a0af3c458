/** The demo workshop (README first look): seeded once, usable through the grid API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness';
import { addDays, todayInRome } from '@shared/domain/dates';
import { eq } from 'drizzle-orm';
import { vehicleAnnotations } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from './demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('demo seed', () => {
  it('seeds an empty database once and works through the API', async () => {
    const today = todayInRome();
    expect(await seedDemoIfEmpty(ctx.database.db, today)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.database.db, today)).toBe(false);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } }).then((r) => r.json());

    let total = 0;
    for (let d = -7; d <= 7; d++) {
      const day = await get(`/api/appointments?date=${addDays(today, d)}`);
      expect(day.closed).toBe(false);
      total += day.appointments.length;
    }
    expect(total).toBeGreaterThan(20);
    expect((await get(`/api/notes/${today}`)).note.text).not.toBe('');
    expect((await get(`/api/notes?from=${today}&dir=back`)).notes.length).toBeGreaterThanOrEqual(2);

    const workshopId = login.json().workshop.id as number;
    const [annotation] = await ctx.database.db
      .select()
      .from(vehicleAnnotations)
      .where(eq(vehicleAnnotations.workshopId, workshopId));
    const shown = await get(`/api/vehicle-annotations/${annotation!.plate}`);
    expect(shown.annotation.problems).toContain('Pastiglie freni consumate');

    const someone = (await get(`/api/appointments?date=${addDays(today, -1)}`)).appointments.find(
      (a: { plate: string; phone: string }) => a.plate.length > 6,
    );
    if (someone) {
      const found = await get(`/api/appointments/vehicles?phone=${someone.phone}`);
      expect(found.vehicles.map((v: { plate: string }) => v.plate)).toContain(someone.plate);
    }
  });
});
