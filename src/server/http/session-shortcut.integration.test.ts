/**
 * The session hook's shortcut (`app.ts`): a request without the session cookie never asks
 * the session cache, and every request answers as before it — a public GET with no cookie,
 * other cookies, a forged or unknown session cookie gets the same public answer (body,
 * status and headers but the request id); a signed-in desk still works and a desk request
 * with a forged cookie is still 401.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBookingDay } from '@shared/contracts/web-booking';
import { getDay } from '@shared/contracts/appointments';
import { SessionCache } from '@server/auth/sessions';
import { SESSION_COOKIE } from '@server/auth/guard';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { bookableDate, bookingWorkshop } from '@server/test/booking';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_READ_RATE_LIMIT: '1000' });
});
afterAll(async () => ctx.close());
afterEach(() => vi.restoreAllMocks());

const withoutId = (headers: Record<string, unknown>) => {
  const { 'x-request-id': id, date: _date, ...rest } = headers;
  expect(id).toBeTruthy();
  return rest;
};

describe('session lookup on a public GET', () => {
  it('never asks the sessions without the session cookie, and answers alike with any cookie', async () => {
    const w = await bookingWorkshop(ctx.database.db);
    const params = { link: w.linkWeb, date: bookableDate() };
    const resolve = vi.spyOn(SessionCache.prototype, 'resolve');
    const day = (cookie?: string) =>
      apiClient(ctx.app, { remoteAddress: '10.0.7.1', ...(cookie ? { cookie } : {}) }).call(
        getBookingDay,
        { params },
      );

    const plain = await day();
    expect(plain.status).toBe(200);
    expect(plain.body.slots.length).toBeGreaterThan(0);
    const other = await day('tema=scuro');
    const forged = await day(`${SESSION_COOKIE}=not-a-signed-value`);
    const empty = await day(`${SESSION_COOKIE}=`);
    expect(resolve).not.toHaveBeenCalled();

    // A genuinely signed cookie of no session: looked up, then anonymous as before.
    const unknown = await day(`${SESSION_COOKIE}=${ctx.app.signCookie('no-such-session')}`);
    expect(resolve).toHaveBeenCalledTimes(1);

    for (const r of [other, forged, empty, unknown]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(plain.body);
      expect(withoutId(r.headers)).toEqual(withoutId(plain.headers));
    }
  });

  it('still signs in a desk with its cookie, and refuses a forged one with 401', async () => {
    const signed = await signedInWorkshop(ctx);
    const resolve = vi.spyOn(SessionCache.prototype, 'resolve');
    const date = bookableDate();
    const ok = await apiClient(ctx.app, { cookie: signed.cookie }).call(getDay, {
      query: { date },
    });
    expect(ok.status).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(1);
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged`]) {
      const r = await apiClient(ctx.app, cookie ? { cookie } : {}).call(getDay, {
        query: { date },
      });
      expect(r.status).toBe(401);
      expect(r.error?.code).toBe('unauthorized');
    }
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
