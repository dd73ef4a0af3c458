/**
 * Streams follow their session (README "Limits and hardening"; spec 000 §4): an open
 * `GET /api/events` stream ends within 5 s of its session's logout, of the account's
 * password change or reset, deactivation or expiry, and when the session's own time is
 * over; the desk is told why first. Another workshop's stream, and the super-admin's
 * working inside the account, stay open. Across two instances: `session-end-instances`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { changePassword } from '@shared/contracts/account';
import * as admin from '@shared/contracts/admin';
import { enterWorkshop } from '@shared/contracts/admin-session';
import { logout } from '@shared/contracts/auth';
import type { ErrorResponse } from '@shared/contracts/common';
import { addDays, todayInRome } from '@shared/domain/dates';
import { endBlockedAccountSignIns } from '@server/auth/sign-ins';
import { hashToken } from '@server/auth/tokens';
import { workshops } from '@server/db/schema';
import { setupListeningTestApp, type ListeningTestContext } from '@server/test/harness';
import {
  accountEdit,
  signedInAdmin,
  type SignedInAdmin,
  signedInWorkshop,
  type SignedInWorkshop,
} from '@server/test/sign-in';
import { eventsUrl, openStream } from '@server/test/sse';

/** The session token inside a signed cookie `name=token.signature`. */
const sessionToken = (cookie: string) =>
  decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;

/** The bar every end must meet, ms. */
const WITHIN_MS = 5_000;

let ctx: ListeningTestContext;
let adm: SignedInAdmin;
beforeAll(async () => {
  ctx = await setupListeningTestApp();
  adm = await signedInAdmin(ctx);
});
afterAll(async () => ctx.close());

/**
 * Opens a stream of a fresh workshop, and one of a bystander workshop; runs `act`, then
 * checks the first ended within 5 s after telling `reason`, and the bystander's is open.
 */
async function endsWithin(
  act: (w: SignedInWorkshop) => Promise<unknown>,
  reason: 'signed_out' | 'password' | 'inactive' | 'expired',
) {
  const w = await signedInWorkshop(ctx);
  const bystander = await signedInWorkshop(ctx);
  const stream = await openStream(w.cookie, ctx.base);
  const other = await openStream(bystander.cookie, ctx.base);
  try {
    expect(stream.res.status).toBe(200);
    await stream.waitFor((e) => e.type === 'server', WITHIN_MS);
    const started = Date.now();
    await act(w);
    expect(await stream.endedWithin(started, WITHIN_MS)).toBeLessThan(WITHIN_MS);
    expect(stream.events.at(-1)).toEqual({ type: 'account', reason });
    expect(other.isOpen()).toBe(true);
    // The desk cannot come back on that session.
    const again = await fetch(eventsUrl(ctx.base), { headers: { cookie: w.cookie } });
    expect(again.status).toBe(401);
    expect(((await again.json()) as ErrorResponse).error.code).toBe('unauthorized');
  } finally {
    await stream.close();
    await other.close();
  }
}

describe('an open stream ends with its session', () => {
  it('logout', () =>
    endsWithin(async (w) => expect((await w.call(logout)).status).toBe(200), 'signed_out'));

  it('password change', () =>
    endsWithin(async (w) => {
      const res = await w.call(changePassword, {
        body: { current: w.password, next: 'nuova-password-1', repeat: 'nuova-password-1' },
      });
      expect(res.status).toBe(200);
    }, 'password'));

  it("the super-admin's password reset", () =>
    endsWithin(async (w) => {
      const res = await adm.call(admin.resetAdminPassword, {
        params: { workshopId: w.id },
        body: { password: 'reimpostata-1' },
      });
      expect(res.status).toBe(200);
    }, 'password'));

  it('deactivation', () =>
    endsWithin(async (w) => {
      const res = await adm.call(admin.updateAdminWorkshop, {
        params: { workshopId: w.id },
        body: await accountEdit(adm, w.id, { active: 0 }),
      });
      expect(res.status).toBe(200);
    }, 'inactive'));

  it('expiry set by the super-admin', () =>
    endsWithin(async (w) => {
      const res = await adm.call(admin.updateAdminWorkshop, {
        params: { workshopId: w.id },
        body: await accountEdit(adm, w.id, { expiresOn: addDays(todayInRome(), -1) }),
      });
      expect(res.status).toBe(200);
    }, 'expired'));

  it('expiry reached by the calendar (the hourly sweep)', () =>
    endsWithin(async (w) => {
      await ctx.database.db
        .update(workshops)
        .set({ expiresOn: addDays(todayInRome(), -1) })
        .where(eq(workshops.id, w.id));
      expect(await endBlockedAccountSignIns(ctx.database.db)).toContain(w.id);
    }, 'expired'));

  it("the session's own expiry time (a timer, no polling)", async () => {
    const w = await signedInWorkshop(ctx);
    // The session ends 1.5 s from now (set before the first request resolves it).
    await ctx.database.db.execute(sql`update sessions
         set expires_at = now() + interval '1500 milliseconds'
       where token_hash = ${hashToken(sessionToken(w.cookie))}`);
    const stream = await openStream(w.cookie, ctx.base);
    try {
      expect(stream.res.status).toBe(200);
      const started = Date.now();
      expect(await stream.endedWithin(started, WITHIN_MS)).toBeLessThan(WITHIN_MS);
      expect(stream.events.at(-1)).toEqual({ type: 'account', reason: 'signed_out' });
    } finally {
      await stream.close();
    }
  });

  it("keeps the super-admin's stream inside the account when the account's sign-ins end", async () => {
    const w = await signedInWorkshop(ctx);
    const own = await signedInAdmin(ctx);
    expect((await own.call(enterWorkshop, { params: { workshopId: w.id } })).status).toBe(200);
    const desk = await openStream(w.cookie, ctx.base);
    const admins = await openStream(own.cookie, ctx.base);
    try {
      expect(admins.res.status).toBe(200);
      const started = Date.now();
      await adm.call(admin.resetAdminPassword, {
        params: { workshopId: w.id },
        body: { password: 'reimpostata-2' },
      });
      await desk.endedWithin(started, WITHIN_MS);
      // The admin's stream saw the event and is still open.
      await admins.waitFor((e) => e.type === 'account' && e.reason === 'password', WITHIN_MS);
      expect(admins.isOpen()).toBe(true);
    } finally {
      await desk.close();
      await admins.close();
    }
  });
});
