/**
 * Opening a session at the end of a sign-in (spec 000 §2 #/login, §4): the database row, the
 * signed httpOnly cookie, and the session as the web draws it. Shared by the password step,
 * the quick-login token and the second factor's step (README "Two-factor sign-in").
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from '@shared/contracts/auth';
import { COMMON_MSG } from '@shared/messages';
import { SESSION_COOKIE } from '@server/auth/guard';
import { openSession, sessionTtlMs } from '@server/auth/service';
import { loadSession, type Role } from '@server/auth/sessions';
import { presentSession } from '@server/domain/session-presenter';
import { AppError } from '@server/http/errors';

/**
 * Opens a session of `role` (in `workshopId`, null for the super-admin) lasting
 * `SESSION_REMEMBER_DAYS` with `remember`, else `SESSION_HOURS`; sets its cookie on `reply`
 * (persistent only with `remember`) and resolves to the presented session.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  role: Role,
  workshopId: number | null,
  remember: boolean,
): Promise<Session> {
  const { db } = app.deps.database;
  const { config } = app.deps;
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
