/** The demo workshop (README first look): seeded once, usable through the grid API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness';
import { apiClient } from '../test/client';
import { addDays, todayInRome } from '@shared/domain/dates';
import { eq } from 'drizzle-orm';
import { login } from '@shared/contracts/auth';
import { getDay, searchVehicles } from '@shared/contracts/appointments';
import { getNote, getNotesHistory } from '@shared/contracts/notes';
import { getAnnotation } from '@shared/contracts/vehicle-annotations';
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

    const signIn = await apiClient(ctx.app).call(login, {
      body: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const { call } = apiClient(ctx.app, { cookie });

    let total = 0;
    for (let d = -7; d <= 7; d++) {
      const day = (await call(getDay, { query: { date: addDays(today, d) } })).body;
      expect(day.closed).toBe(false);
      total += day.appointments.length;
    }
    expect(total).toBeGreaterThan(20);
    expect((await call(getNote, { params: { date: today } })).body.note.text).not.toBe('');
    expect(
      (await call(getNotesHistory, { query: { from: today, dir: 'back' } })).body.notes.length,
    ).toBeGreaterThanOrEqual(2);

    const workshopId = signIn.body.workshop!.id;
    const [annotation] = await ctx.database.db
      .select()
      .from(vehicleAnnotations)
      .where(eq(vehicleAnnotations.workshopId, workshopId));
    const shown = await call(getAnnotation, { params: { plate: annotation!.plate } });
    expect(shown.body.annotation.problems).toContain('Pastiglie freni consumate');

    const yesterday = await call(getDay, { query: { date: addDays(today, -1) } });
    const someone = yesterday.body.appointments.find((a) => a.plate.length > 6);
    if (someone) {
      const found = await call(searchVehicles, { query: { phone: someone.phone } });
      expect(found.body.vehicles.map((v) => v.plate)).toContain(someone.plate);
    }
  });
});
