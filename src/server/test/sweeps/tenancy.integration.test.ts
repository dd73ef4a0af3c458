/**
 * Tenancy sweep over ALL_ENDPOINTS (docs/ARCHITECTURE.md
 * "Tenancy"): workshop B calls every endpoint with workshop A's ids, dates and plates. A's
 * rows hash the same before and after, and no answer to B carries any of A's marker texts
 * (surname, phone, note, annotation, settings title). Streams are covered by
 * `events.integration.test.ts` (they never end, so a sweep cannot read them whole).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { getDay } from '@shared/contracts/appointments';
import { login } from '@shared/contracts/auth';
import { apiClient } from '../client';
import { setupTestApp, type TestContext } from '../harness';
import { encodeParams, endpointUrl, isStream, sampleInput, type Hints } from './sample';
import { fingerprint, seedWorkshop, worldHints, type World } from './world';
import { sessionCookie } from '../sign-in';

let ctx: TestContext;
let a: World;
let b: World;
beforeAll(async () => {
  ctx = await setupTestApp();
  a = await seedWorkshop(ctx);
  b = await seedWorkshop(ctx);
});
afterAll(async () => ctx.close());

/** A's rows (every tenant table) and A's account row. */
async function rowsOfA() {
  const account = await ctx.database.db.execute<{ h: string }>(
    sql`select md5(x::text) as h from workshops x where x.id = ${a.id}`,
  );
  return { ...(await fingerprint(ctx, [a.id], false)), workshop: account.rows[0]?.h };
}

/** A's values for every field name the contracts use. */
const hintsOfA = (): Hints => ({
  ...worldHints(a),
  username: a.username,
  deviceId: a.deviceId,
});

// Sign-out last: it ends B's session.
const swept = ALL_ENDPOINTS.filter((e) => !isStream(e)).sort(
  (x, y) => Number(x.path === '/auth/logout') - Number(y.path === '/auth/logout'),
);

describe("tenancy: workshop B calls every endpoint with workshop A's ids, dates and plates", () => {
  it.each(swept.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    async (_, e: EndpointDef) => {
      const before = await rowsOfA();
      const input = sampleInput(e, hintsOfA());
      const res = await ctx.app.inject({
        method: e.method,
        url: endpointUrl(e, encodeParams(input.params), input.query as Record<string, unknown>),
        headers: { cookie: b.cookie },
        ...(input.body !== undefined
          ? { payload: input.body as object }
          : e.method !== 'GET'
            ? { payload: {} }
            : {}),
      });
      expect(res.statusCode).toBeLessThan(500);
      for (const marker of Object.values(a.markers)) expect(res.body).not.toContain(marker);
      expect(await rowsOfA()).toEqual(before);
    },
  );

  it('B still sees its own data (the sweep was not just refusing everything)', async () => {
    // B signed out at the end of the sweep; sign in again to look.
    const signedIn = await apiClient(ctx.app).call(login, {
      body: { username: b.username, password: b.password },
    });
    const cookie = sessionCookie(signedIn.headers);
    const day = await apiClient(ctx.app, { cookie }).call(getDay, { query: { date: b.date } });
    expect(day.status).toBe(200);
    expect(JSON.stringify(day.body)).toContain(b.markers.surname);
  });
});
