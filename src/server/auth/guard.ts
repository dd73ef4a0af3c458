/**
 * Request authentication and role checks (spec 000 §4 application state, §6 roles).
 * `loadAuth` runs on every request and sets `req.auth` from the session cookie; route
 * plugins add `requireWorkshop` or `requireAdmin` as a preHandler.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayInRome } from '@shared/domain/dates';
import { AUTH_MSG } from '@shared/messages';
import { AppError, forbidden, unauthorized } from '../http/errors';
import type { AuthContext, SessionCache, WorkshopRow } from './sessions';

export const SESSION_COOKIE = 'reviapp_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * onRequest hook factory: resolves the signed session cookie into `req.auth` through the
 * instance's session cache (`sessions.ts`; a few seconds at most, invalidated on revoke).
 */
export function loadAuth(sessions: SessionCache) {
  return async (req: FastifyRequest) => {
    req.auth = null;
    const raw = req.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    req.auth = await sessions.resolve(unsigned.value);
  };
}

/**
 * Why a workshop may not use the app now: `account_inactive` (attivo 0 → login) or
 * `account_expired` (past scadenza → #/app_scaduta), or null when it may.
 */
export function workshopBlock(
  w: Pick<WorkshopRow, 'active' | 'expiresOn'>,
  today = todayInRome(),
): AppError | null {
  if (w.active !== 1) return new AppError(403, 'account_inactive', AUTH_MSG.accountInactive);
  if (w.expiresOn && w.expiresOn < today)
    return new AppError(403, 'account_expired', AUTH_MSG.accountExpired);
  return null;
}

/**
 * preHandler: a signed-in, active, unexpired workshop user, or the super-admin working
 * inside a workshop's account ("entra come utente", spec 001 §6; admins are exempt from
 * the active and expiry checks, spec 000 §6). Throws 401/403 AppError.
 */
export async function requireWorkshop(req: FastifyRequest, _reply: FastifyReply) {
  const auth = req.auth;
  if (!auth) throw unauthorized();
  if (!auth.workshop) throw forbidden();
  if (auth.role === 'admin') return;
  if (auth.role !== 'workshop') throw forbidden();
  const block = workshopBlock(auth.workshop);
  if (block) throw block;
}

/** preHandler: any signed-in role (workshop or super-admin). Throws 401 AppError. */
export async function requireSession(req: FastifyRequest, _reply: FastifyReply) {
  if (!req.auth) throw unauthorized();
}

/** preHandler: the super-admin. Throws 401/403 AppError. */
export async function requireAdmin(req: FastifyRequest, _reply: FastifyReply) {
  if (!req.auth) throw unauthorized();
  if (req.auth.role !== 'admin') throw forbidden();
}

/** The session's workshop id; only call after `requireWorkshop`. Never read it from input. */
export function workshopIdOf(req: FastifyRequest): number {
  const id = req.auth?.workshop?.id;
  if (id === undefined) throw unauthorized();
  return id;
}
