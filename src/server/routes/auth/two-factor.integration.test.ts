/**
 * Two-factor sign-in against a real database (README "Two-factor sign-in"): setup from the
 * Password screen, the code after the password (drift, replay, limits), recovery codes,
 * turning it off, the super-admin's requirement and ADMIN_TOTP_REQUIRED, the remembered
 * devices' rules, the secret encrypted at rest, and a sign-in whose two steps reach two
 * instances.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, getSession, login, sessionOf } from '@shared/contracts/auth';
import { listAdminAudit } from '@shared/contracts/admin';
import { deviceLogin } from '@shared/contracts/quick-login';
import * as tf from '@shared/contracts/two-factor';
import { AUTH_MSG } from '@shared/messages';
import { buildApp } from '@server/app';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import { resetAdminSecondFactor } from '@server/auth/admin-two-factor-reset';
import { PENDING_COOKIE } from '@server/auth/pending-sign-in';
import { loadConfig } from '@server/config';
import { adminAudit, deviceTokens, twoFactor } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import {
  deviceTokenOf,
  signedInAdmin,
  signedInWorkshop,
  TEST_ADMIN_SECRET,
} from '@server/test/sign-in';

let ctx: TestContext;
/** A second instance on the same database, with small code limits. */
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await setupTestApp();
  other = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_USER_RATE_LIMIT: '3',
    }),
    database: ctx.database,
    webDir: null,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

/** `name=value` of cookie `name` among an answer's Set-Cookie headers, or null. */
function cookieOf(headers: Record<string, unknown>, name: string): string | null {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
  const hit = all.find((c) => c.startsWith(`${name}=`));
  const pair = hit?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : null;
}
const SESSION = 'reviapp_session';

/** The code of `secret` `stepOffset` steps from now. */
const codeOf = (secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

/** A signed-in workshop that has set up its second factor; its key, codes and new session. */
async function withSecondFactor(app: FastifyInstance = ctx.app) {
  const w = await signedInWorkshop(ctx);
  const begin = await apiClient(app, { cookie: w.cookie }).call(tf.beginTwoFactorSetup);
  expect(begin.status).toBe(200);
  const done = await apiClient(app, { cookie: w.cookie }).call(tf.confirmTwoFactor, {
    body: { code: await codeOf(begin.body.secret) },
  });
  expect(done.status).toBe(200);
  const cookie = cookieOf(done.headers, SESSION)!;
  return { ...w, secret: begin.body.secret, recovery: done.body.recoveryCodes, cookie };
}

/** The password step from `app`; resolves to its answer and the half-done sign-in cookie. */
async function passwordStep(app: FastifyInstance, username: string, password: string) {
  const res = await apiClient(app).call(login, { body: { username, password } });
  return { res, pending: cookieOf(res.headers, PENDING_COOKIE) };
}

const verify = (app: FastifyInstance, pending: string | null, code: string) =>
  apiClient(app, pending ? { cookie: pending } : {}).call(tf.verifyLogin, { body: { code } });

describe('setup from the Password screen', () => {
  it('hands out the key once, keeps it only encrypted, and needs a right first code', async () => {
    const w = await signedInWorkshop(ctx);
    const api = apiClient(ctx.app, { cookie: w.cookie });
    const begin = await api.call(tf.beginTwoFactorSetup);
    expect(begin.status).toBe(200);
    expect(begin.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begin.body.uri).toContain(`otpauth://totp/ReviApp:${w.username}`);

    const wrong = await api.call(tf.confirmTwoFactor, { body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(AUTH_MSG.codeWrong);

    const done = await api.call(tf.confirmTwoFactor, {
      body: { code: await codeOf(begin.body.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);

    // At rest: neither the base32 key nor a recovery code, in any column.
    const { rows } = await ctx.database.db.execute<Record<string, unknown>>(
      sql`select * from two_factor where subject = ${`workshop:${w.id}`}`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(begin.body.secret);
    for (const c of done.body.recoveryCodes) expect(stored).not.toContain(c.replace('-', ''));
    expect(String(rows[0]!.secret)).toMatch(/^v1\./);

    // Every earlier session ended; this browser got a new one.
    expect((await api.call(getSession)).status).toBe(401);
    const fresh = apiClient(ctx.app, { cookie: cookieOf(done.headers, SESSION)! });
    expect((await fresh.call(getSession)).status).toBe(200);
    expect((await fresh.call(tf.getTwoFactor)).body).toEqual({
      enabled: true,
      required: false,
      recoveryLeft: 10,
    });
    // Never handed out again.
    expect((await fresh.call(tf.beginTwoFactorSetup)).status).toBe(409);

    const audit = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.accountId, w.id));
    const actions = audit.map((a) => a.action);
    expect(actions).toContain('two_factor.setup');
    expect(actions).toContain('two_factor.code_failed');
    expect(JSON.stringify(audit)).not.toContain(begin.body.secret);
  });
});

describe('signing in with a code', () => {
  it('answers the second step without a session, then opens it with the code', async () => {
    const w = await withSecondFactor();
    const { res, pending } = await passwordStep(ctx.app, w.username, w.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ secondFactor: 'totp' });
    expect(cookieOf(res.headers, SESSION)).toBeNull();
    expect(pending).not.toBeNull();

    const wrong = await verify(ctx.app, pending, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe(AUTH_MSG.codeWrong);

    const ok = await verify(ctx.app, pending, await codeOf(w.secret, 1));
    expect(ok.status).toBe(200);
    expect(ok.body.workshop?.id).toBe(w.id);
    const session = cookieOf(ok.headers, SESSION)!;
    expect((await apiClient(ctx.app, { cookie: session }).call(getSession)).status).toBe(200);
  });

  it('accepts one step of drift, not two; a step before the last accepted one is a replay', async () => {
    const w = await withSecondFactor();
    const { pending } = await passwordStep(ctx.app, w.username, w.password);
    const ahead = await verify(ctx.app, pending, await codeOf(w.secret, 2));
    expect(ahead.error?.message).toBe(AUTH_MSG.codeWrong);
    expect((await verify(ctx.app, pending, await codeOf(w.secret, -2))).status).toBe(401);
    // The setup's code used the current step: the one before is within drift, but spent.
    const before = await verify(ctx.app, pending, await codeOf(w.secret, -1));
    expect(before.error?.message).toBe(AUTH_MSG.codeReplayed);
    expect((await verify(ctx.app, pending, await codeOf(w.secret, 1))).status).toBe(200);
  });

  it('refuses a code already accepted (replay), even at once on another instance', async () => {
    const w = await withSecondFactor();
    const code = await codeOf(w.secret, 1); // the setup used the current step
    const a = await passwordStep(ctx.app, w.username, w.password);
    const b = await passwordStep(other, w.username, w.password);
    const [ra, rb] = await Promise.all([
      verify(ctx.app, a.pending, code),
      verify(other, b.pending, code),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 401]);
    const refused = ra.status === 401 ? ra : rb;
    expect(refused.error?.message).toBe(AUTH_MSG.codeReplayed);
  });

  it('takes the password on one instance and the code on the other', async () => {
    const w = await withSecondFactor();
    const { pending } = await passwordStep(ctx.app, w.username, w.password);
    const ok = await verify(other, pending, await codeOf(w.secret, 1));
    expect(ok.status).toBe(200);
    const session = cookieOf(ok.headers, SESSION)!;
    expect((await apiClient(ctx.app, { cookie: session }).call(getSession)).status).toBe(200);
  });

  it('refuses the code step without a fresh password step', async () => {
    const w = await withSecondFactor();
    const none = await verify(ctx.app, null, await codeOf(w.secret, 1));
    expect(none.status).toBe(401);
    expect(none.error?.code).toBe('second_factor_expired');
    expect(none.error?.message).toBe(AUTH_MSG.codeExpired);
    const { pending } = await passwordStep(ctx.app, w.username, w.password);
    const forged = pending!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await verify(ctx.app, forged, await codeOf(w.secret, 1))).error?.code).toBe(
      'second_factor_expired',
    );
  });

  it('counts codes in the sign-in limits: past them even the right code waits', async () => {
    const w = await withSecondFactor();
    const { pending } = await passwordStep(other, w.username, w.password);
    for (let i = 0; i < 3; i++) expect((await verify(other, pending, '000000')).status).toBe(401);
    const limited = await verify(other, pending, await codeOf(w.secret, 1));
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toBe(AUTH_MSG.codeTooMany);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('recovery codes and remembered devices', () => {
  it('a remembered device signs in with its token alone', async () => {
    const w = await withSecondFactor();
    const token = await deviceTokenOf(apiClient(ctx.app, { cookie: w.cookie }));
    const quick = await apiClient(ctx.app).call(deviceLogin, { body: { token } });
    expect(quick.status).toBe(200);
    expect(quick.body.workshop?.id).toBe(w.id);
  });

  it('a recovery code signs in once and ends every other session and device', async () => {
    const w = await withSecondFactor();
    const token = await deviceTokenOf(apiClient(ctx.app, { cookie: w.cookie }));
    const { pending } = await passwordStep(ctx.app, w.username, w.password);
    const code = w.recovery[3]!;
    const ok = await verify(ctx.app, pending, code.toLowerCase());
    expect(ok.status).toBe(200);
    expect((await apiClient(ctx.app, { cookie: w.cookie }).call(getSession)).status).toBe(401);
    expect(
      await ctx.database.db.select().from(deviceTokens).where(eq(deviceTokens.workshopId, w.id)),
    ).toHaveLength(0);
    expect((await apiClient(ctx.app).call(deviceLogin, { body: { token } })).status).toBe(401);
    const session = cookieOf(ok.headers, SESSION)!;
    expect((await apiClient(ctx.app, { cookie: session }).call(tf.getTwoFactor)).body).toEqual({
      enabled: true,
      required: false,
      recoveryLeft: 9,
    });

    const again = await passwordStep(ctx.app, w.username, w.password);
    expect((await verify(ctx.app, again.pending, code)).status).toBe(401);
    const [entry] = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'two_factor.recovery_used'));
    expect(entry).toMatchObject({ actor: 'officina', accountId: w.id, ip: '127.0.0.1' });
    expect(JSON.stringify(entry)).not.toContain(code);
  });

  it('turning it off needs the password and a code, and ends the other sign-ins', async () => {
    const w = await withSecondFactor();
    const api = apiClient(ctx.app, { cookie: w.cookie });
    const token = await deviceTokenOf(api);
    const code = await codeOf(w.secret, 1);
    const badPassword = await api.call(tf.disableTwoFactor, { body: { password: 'no', code } });
    expect(badPassword.error?.message).toBe(AUTH_MSG.twoFactorWrongPassword);
    const badCode = await api.call(tf.disableTwoFactor, {
      body: { password: w.password, code: '000000' },
    });
    expect(badCode.error?.message).toBe(AUTH_MSG.codeWrong);
    const off = await api.call(tf.disableTwoFactor, { body: { password: w.password, code } });
    expect(off.status).toBe(200);
    expect((await api.call(getSession)).status).toBe(401);
    expect((await apiClient(ctx.app).call(deviceLogin, { body: { token } })).status).toBe(401);
    const { res } = await passwordStep(ctx.app, w.username, w.password);
    expect(sessionOf(res.body).workshop?.id).toBe(w.id);
    expect(
      await ctx.database.db
        .select()
        .from(twoFactor)
        .where(eq(twoFactor.subject, `workshop:${w.id}`)),
    ).toHaveLength(0);
  });
});

describe('enforcement', () => {
  it('an account the super-admin requires it of sets it up after its password', async () => {
    const w = await signedInWorkshop(ctx);
    const admin = await signedInAdmin(ctx);
    expect(
      (
        await admin.call(tf.setTwoFactorRequired, {
          params: { id: w.id },
          body: { required: true },
        })
      ).status,
    ).toBe(200);
    const { res, pending } = await passwordStep(ctx.app, w.username, w.password);
    expect(res.body).toEqual({ secondFactor: 'setup' });
    expect(cookieOf(res.headers, SESSION)).toBeNull();
    // The code step is not open to it: it has no key yet.
    expect((await verify(ctx.app, pending, '123456')).error?.code).toBe('second_factor_expired');
    const api = apiClient(ctx.app, { cookie: pending! });
    const begin = await api.call(tf.beginTwoFactorSetup);
    expect(begin.status).toBe(200);
    const done = await api.call(tf.confirmTwoFactor, {
      body: { code: await codeOf(begin.body.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.session.workshop?.id).toBe(w.id);
    expect(done.body.recoveryCodes).toHaveLength(10);
    const next = await passwordStep(ctx.app, w.username, w.password);
    expect(next.res.body).toEqual({ secondFactor: 'totp' });
    const audit = await admin.call(listAdminAudit, { query: { accountId: w.id } });
    expect(audit.body.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['two_factor.required', 'two_factor.setup']),
    );
  });

  it('ADMIN_TOTP_REQUIRED leads the super-admin through setup before any admin endpoint', async () => {
    const strict = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LOGIN_RATE_LIMIT: '1000',
        ADMIN_TOTP_REQUIRED: '1',
      }),
      database: ctx.database,
      webDir: null,
    });
    try {
      await ensureAdminSecret(ctx.database.db, TEST_ADMIN_SECRET);
      const first = await apiClient(strict).call(adminLogin, {
        body: { password: TEST_ADMIN_SECRET },
      });
      expect(first.body).toEqual({ secondFactor: 'setup' });
      expect(cookieOf(first.headers, SESSION)).toBeNull();
      const api = apiClient(strict, { cookie: cookieOf(first.headers, PENDING_COOKIE)! });
      expect((await api.call(listAdminAudit, { query: {} })).status).toBe(401);
      const begin = await api.call(tf.beginTwoFactorSetup);
      const done = await api.call(tf.confirmTwoFactor, {
        body: { code: await codeOf(begin.body.secret) },
      });
      expect(done.body.session.role).toBe('admin');
      const admin = apiClient(strict, { cookie: cookieOf(done.headers, SESSION)! });
      expect((await admin.call(listAdminAudit, { query: {} })).status).toBe(200);
      // From now on every super-admin sign-in needs the code, on every instance.
      const again = await apiClient(ctx.app).call(adminLogin, {
        body: { password: TEST_ADMIN_SECRET },
      });
      expect(again.body).toEqual({ secondFactor: 'totp' });
      const ok = await verify(
        ctx.app,
        cookieOf(again.headers, PENDING_COOKIE),
        await codeOf(begin.body.secret, 1),
      );
      expect(ok.body.role).toBe('admin');
    } finally {
      await ctx.database.db.delete(twoFactor).where(eq(twoFactor.subject, 'admin'));
      await strict.close();
    }
  });

  it("npm run admin:reset-2fa removes the super-admin's factor, ends its sessions, and is audited", async () => {
    const admin = await signedInAdmin(ctx);
    const api = apiClient(ctx.app, { cookie: admin.cookie });
    const begin = await api.call(tf.beginTwoFactorSetup);
    const done = await api.call(tf.confirmTwoFactor, {
      body: { code: await codeOf(begin.body.secret) },
    });
    const session = cookieOf(done.headers, SESSION)!;
    expect(done.body.session.role).toBe('admin');
    const locked = await apiClient(ctx.app).call(adminLogin, {
      body: { password: TEST_ADMIN_SECRET },
    });
    expect(locked.body).toEqual({ secondFactor: 'totp' });

    expect(await resetAdminSecondFactor(ctx.database.db)).toBe(true);
    expect((await apiClient(ctx.app, { cookie: session }).call(getSession)).status).toBe(401);
    const open = await apiClient(ctx.app).call(adminLogin, {
      body: { password: TEST_ADMIN_SECRET },
    });
    expect(sessionOf(open.body).role).toBe('admin');
    const [entry] = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'two_factor.reset'));
    expect(entry).toMatchObject({ actor: 'shell', accountId: null });
  });
});
