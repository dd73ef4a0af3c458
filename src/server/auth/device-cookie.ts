/**
 * The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; README
 * "Limits and hardening"): after a successful sign-in the browser gets a signed, httpOnly
 * cookie naming the user it signed in as, with a random nonce. When that browser signs in
 * as that user again, its attempts are counted on the nonce (`login-device:{nonce}`), not
 * on the user name, so someone guessing the name from elsewhere cannot keep the owner out;
 * a nonce that keeps failing is refused itself (`login-limits.ts`).
 *
 * One cookie holds the entries of every user of the browser (a shared front-desk PC): at
 * most `MAX_ENTRIES`, most recent first, each dropped after `DEVICE_COOKIE_DAYS`. The value
 * is signed with SESSION_SECRET (@fastify/cookie), so it cannot be forged or edited; it is
 * sent to the sign-in routes only (`path`). It grants nothing by itself: the password (or a
 * device token) is still needed.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const DEVICE_COOKIE = 'reviapp_device';
/** Days an entry counts from its last successful sign-in. */
export const DEVICE_COOKIE_DAYS = 180;
const MAX_ENTRIES = 8;
const DAY_MS = 86_400_000;
/** Only the sign-in routes read it. */
const COOKIE_PATH = '/api/auth';

/** One user of this browser: name (lower case), nonce, time of the sign-in (ms). */
type Entry = { u: string; n: string; t: number };

const norm = (username: string) => username.trim().toLowerCase();

function isEntry(v: unknown): v is Entry {
  const e = v as Partial<Entry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.u === 'string' &&
    e.u.length <= 100 &&
    typeof e.n === 'string' &&
    /^[A-Za-z0-9_-]{22}$/.test(e.n) &&
    typeof e.t === 'number'
  );
}

/** The browser's valid, unexpired entries (none when the cookie is missing, forged or old). */
function readEntries(req: FastifyRequest, now: number): Entry[] {
  const raw = req.cookies[DEVICE_COOKIE];
  if (!raw) return [];
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isEntry)
      .filter((e) => e.t <= now && now - e.t < DEVICE_COOKIE_DAYS * DAY_MS)
      .slice(0, MAX_ENTRIES);
  } catch {
    return [];
  }
}

/** The nonce of this browser's device cookie for `username`, or null when it has none. */
export function deviceNonceFor(
  req: FastifyRequest,
  username: string,
  now = Date.now(),
): string | null {
  const u = norm(username);
  return readEntries(req, now).find((e) => e.u === u)?.n ?? null;
}

/**
 * After a successful sign-in as `username`: gives this browser a fresh entry for that user
 * (a new nonce, first in the list) and keeps the others. Call after the session cookie is
 * set (tests read the session cookie first).
 */
export function rememberDevice(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'NODE_ENV'>,
  username: string,
  now = Date.now(),
): void {
  const u = norm(username);
  const entries = [
    { u, n: randomBytes(16).toString('base64url'), t: now },
    ...readEntries(req, now).filter((e) => e.u !== u),
  ].slice(0, MAX_ENTRIES);
  reply.setCookie(DEVICE_COOKIE, Buffer.from(JSON.stringify(entries)).toString('base64url'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.NODE_ENV === 'production',
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
