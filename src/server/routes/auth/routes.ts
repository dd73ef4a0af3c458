/**
 * Sign-in, sign-out and the current session (spec 000 §2 #/login, §4, §6), registered from
 * `@shared/contracts/auth`. The rules are in `@server/auth/service`; here only cookies and
 * rate limits (`@server/auth/login-limits`, with the device cookie of
 * `@server/auth/device-cookie`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/auth';
import * as quick from '@shared/contracts/quick-login';
import { AUTH_MSG } from '@shared/messages';
import { deviceNonceFor, rememberDevice } from '@server/auth/device-cookie';
import {
  deviceIdFor,
  issueDeviceToken,
  revokeDeviceToken,
  signInWithDeviceToken,
} from '@server/auth/device-tokens';
import { SESSION_COOKIE, workshopBlock, workshopIdOf } from '@server/auth/guard';
import { setPending } from '@server/auth/pending-sign-in';
import { authenticateAdmin, authenticateWorkshop } from '@server/auth/service';
import { secondStepDue } from '@server/auth/two-factor';
import { clearLimit, limitAdminLogin, limitLogin } from '@server/auth/login-limits';
import { revokeSessions, type Role } from '@server/auth/sessions';
import { endAccountSignIns } from '@server/auth/sign-ins';
import { recordAudit } from '@server/domain/audit';
import { AppError, unauthorized } from '@server/http/errors';
import { route } from '@server/http/route';
import { presentSession } from '@server/domain/session-presenter';
import { startSession as openAndPresent } from './start-session';

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const idleDays = config.DEVICE_TOKEN_IDLE_DAYS;

  const startSession = (
    reply: FastifyReply,
    role: Role,
    workshopId: number | null,
    remember: boolean,
  ) => openAndPresent(app, reply, role, workshopId, remember);

  /**
   * The device this attempt comes from, when it is a known one for `username`: the
   * browser's device cookie for that user, else a live quick-login token of that user it
   * sent (README "Limits and hardening"). Null for anyone else.
   */
  async function knownDevice(req: FastifyRequest, username: string, deviceToken?: string) {
    const nonce = deviceNonceFor(req, username);
    if (nonce) return nonce;
    if (!deviceToken) return null;
    const id = await deviceIdFor(db, deviceToken, username, idleDays);
    return id === null ? null : `token-${id}`;
  }

  // Limits counted in the database before the password is checked; `req.ip` is the
  // socket's address unless TRUST_PROXY names the proxy.
  route(app, contract.login, async ({ body }, req, reply) => {
    const device = await knownDevice(req, body.username, body.deviceToken);
    const limitKey = await limitLogin(db, config, req.ip, body.username, device);
    const w = await authenticateWorkshop(db, body.username, body.password);
    await clearLimit(db, limitKey);
    // A second factor, or its setup, comes before any session (README "Two-factor sign-in").
    const subject = { kind: 'workshop', id: w.id } as const;
    const step = await secondStepDue(db, subject, false);
    if (step) {
      setPending(reply, config, { subject, step, remember: body.remember, username: w.username });
      return { secondFactor: step === 'verify' ? ('totp' as const) : ('setup' as const) };
    }
    const session = await startSession(reply, 'workshop', w.id, body.remember);
    rememberDevice(req, reply, config, w.username);
    return session;
  });

  route(app, contract.adminLogin, async ({ body }, req, reply) => {
    const limitKey = await limitAdminLogin(db, config, req.ip, req.log);
    try {
      await authenticateAdmin(db, body.password);
    } catch (err) {
      req.log.warn({ ip: req.ip }, 'super-admin sign-in failed');
      // The trail (docs/PRIVACY.md "Super-admin trail") records every failed attempt too.
      await recordAudit(db, req, 'admin.sign_in_failed', null).catch((e: unknown) =>
        req.log.error({ err: e }, 'audit not written'),
      );
      throw err;
    }
    await clearLimit(db, limitKey);
    const subject = { kind: 'admin' } as const;
    const step = await secondStepDue(db, subject, config.ADMIN_TOTP_REQUIRED === '1');
    if (step) {
      setPending(reply, config, { subject, step, remember: body.remember, username: '' });
      return { secondFactor: step === 'verify' ? ('totp' as const) : ('setup' as const) };
    }
    const session = await startSession(reply, 'admin', null, body.remember);
    await recordAudit(db, req, 'admin.sign_in', null, { remember: body.remember });
    return session;
  });

  route(app, contract.logout, async (_args, req, reply) => {
    if (req.auth) await revokeSessions(db, { tokenHash: req.auth.tokenHash });
    if (req.auth?.role === 'admin') await recordAudit(db, req, 'admin.sign_out', null);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });

  // Quick-login entries: the token signs in like "Ricorda accesso".
  route(app, quick.createDeviceToken, async (_args, req) => ({
    token: await issueDeviceToken(db, workshopIdOf(req), { userAgent: req.headers['user-agent'] }),
  }));

  // Each use replaces the token (the answer carries the new one); an account that may no
  // longer sign in loses all its sign-ins here and now, not only at the hourly sweep.
  route(app, quick.deviceLogin, async ({ body }, req, reply) => {
    await limitLogin(db, config, req.ip, `device:${body.token.slice(0, 8)}`);
    const found = await signInWithDeviceToken(db, body.token, idleDays);
    if (!found) throw new AppError(401, 'unauthorized', AUTH_MSG.quickLoginWrong);
    const block = workshopBlock(found.workshop);
    if (block) {
      const reason = block.code === 'account_inactive' ? 'inactive' : 'expired';
      await endAccountSignIns(db, found.workshop.id, reason);
      throw block;
    }
    const session = await startSession(reply, 'workshop', found.workshop.id, true);
    rememberDevice(req, reply, config, found.workshop.username);
    return { ...session, deviceToken: found.next };
  });

  route(app, quick.revokeDeviceToken, async ({ body }) => {
    await revokeDeviceToken(db, body.token);
    return { ok: true as const };
  });

  route(app, contract.getSession, async (_args, req) => {
    if (!req.auth) throw unauthorized();
    // The super-admin inside a workshop's account is exempt (spec 000 §6).
    if (req.auth.workshop && req.auth.role === 'workshop') {
      const block = workshopBlock(req.auth.workshop);
      if (block) throw block;
    }
    return presentSession(db, req.auth);
  });

  // The same answer without a 4xx: null where GET /session would refuse.
  route(app, contract.probeSession, async (_args, req) => {
    if (!req.auth) return { session: null };
    if (req.auth.workshop && req.auth.role === 'workshop' && workshopBlock(req.auth.workshop))
      return { session: null };
    return { session: await presentSession(db, req.auth) };
  });
}
