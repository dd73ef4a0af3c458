/**
 * Sign-in, sign-out and the current session (spec 000 §2 #/login, §4, §6), registered from
 * `@shared/contracts/auth`. The rules are in `@server/auth/service`; here only cookies and
 * rate limits (`@server/auth/login-limits`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '@shared/contracts/auth';
import * as quick from '@shared/contracts/quick-login';
import { AUTH_MSG, COMMON_MSG } from '@shared/messages';
import {
  issueDeviceToken,
  revokeDeviceToken,
  workshopOfDeviceToken,
} from '@server/auth/device-tokens';
import { SESSION_COOKIE, workshopBlock, workshopIdOf } from '@server/auth/guard';
import {
  authenticateAdmin,
  authenticateWorkshop,
  openSession,
  sessionTtlMs,
} from '@server/auth/service';
import {
  ADMIN_KEY,
  clearLimit,
  limitAdminLogin,
  limitLogin,
  userKey,
} from '@server/auth/login-limits';
import { loadSession, revokeSessions, type Role } from '@server/auth/sessions';
import { AppError, unauthorized } from '@server/http/errors';
import { route } from '@server/http/route';
import { presentSession } from './presenter';

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;

  /** Opens a session, sets its signed httpOnly cookie and presents it. */
  async function startSession(
    reply: FastifyReply,
    role: Role,
    workshopId: number | null,
    remember: boolean,
  ) {
    const ttlMs = sessionTtlMs(config, remember);
    const token = await openSession(db, role, workshopId, ttlMs);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      signed: true,
      ...(remember ? { maxAge: ttlMs / 1000 } : {}),
    });
    const auth = await loadSession(db, token);
    if (!auth) throw new AppError(500, 'internal', COMMON_MSG.serverError);
    return presentSession(db, auth);
  }

  // Limits counted in the database before the password is checked (issue 7 §2);
  // `req.ip` is the socket's address unless TRUST_PROXY names the proxy.
  route(app, contract.login, async ({ body }, req, reply) => {
    await limitLogin(db, config, req.ip, body.username);
    const w = await authenticateWorkshop(db, body.username, body.password);
    await clearLimit(db, userKey(body.username));
    return startSession(reply, 'workshop', w.id, body.remember);
  });

  route(app, contract.adminLogin, async ({ body }, req, reply) => {
    await limitAdminLogin(db, config, req.ip, req.log);
    try {
      await authenticateAdmin(db, body.password);
    } catch (err) {
      req.log.warn({ ip: req.ip }, 'super-admin sign-in failed');
      throw err;
    }
    await clearLimit(db, ADMIN_KEY);
    return startSession(reply, 'admin', null, body.remember);
  });

  route(app, contract.logout, async (_args, req, reply) => {
    if (req.auth) await revokeSessions(db, { tokenHash: req.auth.tokenHash });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });

  // Quick-login entries (issue 11 item 6): the token signs in like "Ricorda accesso".
  route(app, quick.createDeviceToken, async (_args, req) => ({
    token: await issueDeviceToken(db, workshopIdOf(req)),
  }));

  route(app, quick.deviceLogin, async ({ body }, req, reply) => {
    await limitLogin(db, config, req.ip, `device:${body.token.slice(0, 8)}`);
    const w = await workshopOfDeviceToken(db, body.token);
    if (!w) throw new AppError(401, 'unauthorized', AUTH_MSG.quickLoginWrong);
    const block = workshopBlock(w);
    if (block) throw block;
    return startSession(reply, 'workshop', w.id, true);
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
}
