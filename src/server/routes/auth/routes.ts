/**
 * Sign-in, sign-out and the current session (spec 000 §2 #/login, §4, §6).
 * POST /api/auth/login, POST /api/auth/admin, POST /api/auth/logout, GET /api/session.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginInputSchema,
  loginInputSchema,
  sessionSchema,
} from '@shared/contracts/auth';
import { errorResponseSchema, okSchema } from '@shared/contracts/common';
import { AUTH_MSG, COMMON_MSG } from '@shared/messages';
import { SESSION_COOKIE, workshopBlock } from '@server/auth/guard';
import { verifyAdminSecret } from '@server/auth/admin-secret';
import { hashPassword, verifyPassword } from '@server/auth/passwords';
import { createSession, deleteSession, loadSession, type Role } from '@server/auth/sessions';
import { workshops } from '@server/db/schema';
import { AppError, unauthorized } from '@server/http/errors';
import { presentSession } from './presenter';

const HOUR = 3_600_000;
/** Compared against when the user name is unknown, so timing does not reveal which names exist. */
const DUMMY_HASH = hashPassword('reviapp-dummy-password');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const loginLimit = { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    429: errorResponseSchema,
  };

  async function startSession(
    reply: FastifyReply,
    role: Role,
    workshopId: number | null,
    remember: boolean,
  ) {
    const ttlMs = remember ? config.SESSION_REMEMBER_DAYS * 24 * HOUR : config.SESSION_HOURS * HOUR;
    const token = await createSession(db, { role, workshopId, ttlMs });
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

  app.post(
    '/auth/login',
    {
      config: loginLimit,
      schema: {
        tags: ['auth'],
        body: loginInputSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { username, password, remember } = req.body;
      const [w] = await db
        .select()
        .from(workshops)
        .where(sql`lower(${workshops.username}) = lower(${username})`);
      const ok = w
        ? await verifyPassword(w.passwordHash, password)
        : (await verifyPassword(await DUMMY_HASH, password), false);
      if (!w || !ok) throw new AppError(401, 'unauthorized', AUTH_MSG.loginWrong);
      const block = workshopBlock(w);
      if (block) throw block;
      return startSession(reply, 'workshop', w.id, remember);
    },
  );

  app.post(
    '/auth/admin',
    {
      config: loginLimit,
      schema: {
        tags: ['auth'],
        body: adminLoginInputSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (!(await verifyAdminSecret(db, req.body.password)))
        throw new AppError(401, 'unauthorized', AUTH_MSG.loginWrong);
      return startSession(reply, 'admin', null, req.body.remember);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (req, reply) => {
      if (req.auth) await deleteSession(db, req.auth.tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  app.get(
    '/session',
    { schema: { tags: ['auth'], response: { 200: sessionSchema, ...errors } } },
    async (req) => {
      if (!req.auth) throw unauthorized();
      if (req.auth.workshop) {
        const block = workshopBlock(req.auth.workshop);
        if (block) throw block;
      }
      return presentSession(db, req.auth);
    },
  );
};
