/**
 * Sign-in rate limits that slow guessing without locking the owner out, counted in the
 * database so every instance shares them (docs/SCALING.md) and a restart forgets
 * nothing. The policy (README "Limits and hardening"):
 *
 * | limit                   | key                          | rule |
 * |-------------------------|------------------------------|------|
 * | per client address      | `login-ip:{addr}`            | LOGIN_RATE_LIMIT attempts a minute (every sign-in, quick ones too) |
 * | per user name, from a browser without that user's device cookie | `login-user:{name}` | LOGIN_USER_RATE_LIMIT attempts in 15 min; a success clears it |
 * | per device cookie       | `login-device:{nonce}`       | LOGIN_USER_RATE_LIMIT attempts in 15 min for the cookie's user; a success clears it |
 * | super-admin secret, per address | `admin-secret:{addr}` | ADMIN_FREE_ATTEMPTS attempts, then each waits 2 s, 4 s … 10 min; a success clears it; quiet for 1 h clears it |
 * | second-factor codes, per account | `login-2fa:{subject}` | LOGIN_USER_RATE_LIMIT codes in 15 min (after the per-address limit); a success clears it |
 *
 * The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies",
 * `device-cookie.ts`) is issued at every successful sign-in and names the user: a browser
 * that holds one for the user name it types is counted on its own cookie, never on the
 * user name, so someone flooding that name from elsewhere cannot keep the owner out; a
 * cookie that keeps failing is refused itself. The super-admin has no user name to share:
 * the back-off is per address only, and guessing from many addresses is hopeless because
 * the secret is long (`admin-secret.ts`, `config.ts`).
 *
 * `{addr}` is `req.ip` (X-Forwarded-For only from TRUST_PROXY's proxies), an IPv6 address
 * taken as its /64 (one subscriber's block; rotating inside it gains nothing). Every attempt
 * is counted before the password is checked (one atomic statement), so parallel guesses
 * cannot slip through. A limited attempt throws 429 `rate_limited` "Troppi tentativi di
 * accesso…" with Retry-After.
 */
import net from 'node:net';
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AUTH_MSG } from '@shared/messages';
import { rateLimited } from '../http/errors';

const MINUTE_MS = 60_000;
/** Window of the per-user-name limit, ms. */
export const USER_WINDOW_MS = 15 * MINUTE_MS;
/** Super-admin backoff: first delay, cap, and quiet time that clears the counter, ms. */
export const ADMIN_BASE_DELAY_MS = 2_000;
export const ADMIN_MAX_DELAY_MS = 10 * MINUTE_MS;
export const ADMIN_RESET_MS = 60 * MINUTE_MS;

/**
 * The part of a client address the limits count: an IPv4 address as is (also when written
 * IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address as its /64 (`2001:db8:0:1::/64`).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!net.isIPv6(bare)) return ip;
  const [left = '', right] = bare.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  // An embedded IPv4 tail counts as two groups.
  const groupsOf = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const missing = right === undefined ? 0 : 8 - groupsOf(head) - groupsOf(tail);
  const groups = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The super-admin back-off key of a client address. */
export const adminKey = (ip: string) => `admin-secret:${addressKey(ip)}`;

type Row = { hits: number; retry_ms: number | string | null };

/**
 * The statement counting one attempt on `key` in a fixed window of `windowMs` (values or
 * `sql.placeholder`s): an atomic upsert of `rate_limits` returning `hits` (in the window,
 * this one included) and `retry_ms` (until the window ends). Also a CTE of the public
 * day's single statement (`@server/domain/web-booking/workshop`).
 */
export function windowHitSql(key: unknown, windowMs: unknown): SQL {
  return sql`
    insert into rate_limits as r (key, hits, window_start, next_allowed_at)
    values (${key}, 1, now(), now())
    on conflict (key) do update set
      hits = case when r.window_start <= now() - ${windowMs} * interval '1 millisecond' then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${windowMs} * interval '1 millisecond' then now() else r.window_start end
    returning hits,
      extract(epoch from (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000 as retry_ms`;
}

/** `hits` and `retry_ms` as `windowHitSql` returns them, as numbers (`retry_ms` null: the window). */
export function windowHit(row: Row, windowMs: number): { hits: number; retryMs: number } {
  return { hits: Number(row.hits), retryMs: Number(row.retry_ms ?? windowMs) };
}

/**
 * Counts one attempt on `key` in a fixed window of `windowMs`; resolves to the hits in the
 * window and the ms until it ends.
 */
export async function hitWindow(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; retryMs: number }> {
  const res = await db.execute<Row>(windowHitSql(key, windowMs));
  return windowHit(res.rows[0]!, windowMs);
}

/** Forgets the attempts counted on `key` (after a successful sign-in). */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The per-user-name key (names are case-insensitive, as at sign-in). */
export const userKey = (username: string) => `login-user:${username.trim().toLowerCase()}`;
/** The per-device-cookie key (the cookie's random nonce). */
export const deviceKey = (nonce: string) => `login-device:${nonce}`;

/**
 * Before a workshop sign-in: counts the attempt for the address, then for the browser's
 * device cookie of `username` when it has one (`deviceNonce`), else for the user name.
 * Throws 429 when either is over its limit. Resolves to the key to clear on success.
 */
export async function limitLogin(
  db: Db,
  config: Config,
  ip: string,
  username: string,
  deviceNonce: string | null = null,
): Promise<string> {
  const byIp = await hitWindow(db, `login-ip:${addressKey(ip)}`, MINUTE_MS);
  if (byIp.hits > config.LOGIN_RATE_LIMIT) throw rateLimited(byIp.retryMs / 1000);
  const key = deviceNonce ? deviceKey(deviceNonce) : userKey(username);
  const byKey = await hitWindow(db, key, USER_WINDOW_MS);
  if (byKey.hits > config.LOGIN_USER_RATE_LIMIT) throw rateLimited(byKey.retryMs / 1000);
  return key;
}

/**
 * Before a super-admin sign-in: counts the attempt for the address (the per-minute limit),
 * then in the address's back-off with growing delays; failures elsewhere never delay this
 * address. Throws 429 and logs a warning when the attempt must wait; logs every attempt
 * past the free ones. Resolves to the key to clear on success.
 */
export async function limitAdminLogin(
  db: Db,
  config: Config,
  ip: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const byIp = await hitWindow(db, `login-ip:${addressKey(ip)}`, MINUTE_MS);
  if (byIp.hits > config.LOGIN_RATE_LIMIT) throw rateLimited(byIp.retryMs / 1000);
  const key = adminKey(ip);
  const free = config.ADMIN_FREE_ATTEMPTS;
  const newHits = sql`(case when r.window_start <= now() - ${ADMIN_RESET_MS} * interval '1 millisecond' then 1 else r.hits + 1 end)`;
  const res = await db.execute<Row>(sql`
    insert into rate_limits as r (key, hits, window_start, next_allowed_at)
    values (${key}, 1, now(), now())
    on conflict (key) do update set
      hits = ${newHits},
      window_start = now(),
      next_allowed_at = now() + (case when ${newHits} >= ${free}
        then least(${ADMIN_BASE_DELAY_MS} * power(2, ${newHits} - ${free}), ${ADMIN_MAX_DELAY_MS})
        else 0 end) * interval '1 millisecond'
    where r.next_allowed_at <= now()
    returning hits, null::float8 as retry_ms`);
  const row = res.rows[0];
  if (!row) {
    const [wait] = await db
      .select({ ms: sql<string>`extract(epoch from (${rateLimits.nextAllowedAt} - now())) * 1000` })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    const retryMs = Math.max(1000, Number(wait?.ms ?? 1000));
    log.warn(
      { ip, retryAfterS: Math.ceil(retryMs / 1000) },
      'super-admin sign-in refused: waiting after repeated failures',
    );
    throw rateLimited(retryMs / 1000);
  }
  if (Number(row.hits) > free)
    log.warn({ ip, attempts: Number(row.hits) }, 'super-admin sign-in attempt past the free ones');
  return key;
}

/** The per-account key of second-factor codes (`subject`: `admin` or `workshop:{id}`). */
export const secondFactorKey = (subject: string) => `login-2fa:${subject}`;

/**
 * Before a second-factor code (TOTP or recovery) is checked: counts it for the address (the
 * per-minute sign-in limit) and for the account, `LOGIN_USER_RATE_LIMIT` codes in 15
 * minutes — a million codes cannot be tried. Throws 429 "Troppi codici errati…" past
 * either. Resolves to the key to clear on success.
 */
export async function limitSecondFactor(
  db: Db,
  config: Config,
  ip: string,
  subject: string,
): Promise<string> {
  const byIp = await hitWindow(db, `login-ip:${addressKey(ip)}`, MINUTE_MS);
  if (byIp.hits > config.LOGIN_RATE_LIMIT)
    throw rateLimited(byIp.retryMs / 1000, AUTH_MSG.codeTooMany);
  const key = secondFactorKey(subject);
  const byKey = await hitWindow(db, key, USER_WINDOW_MS);
  if (byKey.hits > config.LOGIN_USER_RATE_LIMIT)
    throw rateLimited(byKey.retryMs / 1000, AUTH_MSG.codeTooMany);
  return key;
}

/** Drops counters idle for more than a day (called with the hourly session purge). */
export async function purgeRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return gone.length;
}
