/**
 * The half-done sign-in between the password and the second factor (README "Two-factor
 * sign-in"): a short-lived, signed, httpOnly cookie naming who gave the right password, what
 * is left to do (`verify` a code, or `setup` one first when it is required) and whether they
 * asked for "Ricorda accesso". It opens no session and grants nothing but the next step;
 * that step's attempts are counted (`login-limits.ts`). Signed with SESSION_SECRET
 * (@fastify/cookie), so it cannot be forged or edited; sent to the sign-in routes only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { parseSubject, subjectKey, type Subject } from './two-factor';

export const PENDING_COOKIE = 'reviapp_2fa';
/** How long the second step may take after the password, ms. */
export const PENDING_TTL_MS = 5 * 60_000;
const COOKIE_PATH = '/api/auth';

/** A half-done sign-in: who, what is left, "Ricorda accesso", the user name for the device cookie. */
export type PendingSignIn = {
  subject: Subject;
  step: 'verify' | 'setup';
  remember: boolean;
  username: string;
};

type Wire = { s: string; m: 'verify' | 'setup'; r: boolean; u: string; e: number };

/** Starts the second step for `p`, valid `PENDING_TTL_MS` from `now`. */
export function setPending(
  reply: FastifyReply,
  config: Pick<Config, 'NODE_ENV'>,
  p: PendingSignIn,
  now = Date.now(),
): void {
  const wire: Wire = {
    s: subjectKey(p.subject),
    m: p.step,
    r: p.remember,
    u: p.username,
    e: now + PENDING_TTL_MS,
  };
  reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(wire)).toString('base64url'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.NODE_ENV === 'production',
    signed: true,
    maxAge: PENDING_TTL_MS / 1000,
  });
}

/** The browser's half-done sign-in, or null when it has none (missing, forged or expired). */
export function readPending(req: FastifyRequest, now = Date.now()): PendingSignIn | null {
  const raw = req.cookies[PENDING_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const w = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Wire;
    const subject = typeof w.s === 'string' ? parseSubject(w.s) : null;
    if (!subject || (w.m !== 'verify' && w.m !== 'setup') || typeof w.e !== 'number') return null;
    if (now >= w.e) return null;
    return { subject, step: w.m, remember: w.r === true, username: String(w.u ?? '') };
  } catch {
    return null;
  }
}

/** Ends the half-done sign-in (done, or given up). */
export function clearPending(reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
}
