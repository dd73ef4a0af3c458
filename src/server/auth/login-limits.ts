/**
 * Sign-in rate limits that hold (issue 7 "Hardening" §2), counted in the database so every
 * instance shares them (DESIGN.md "Many machines") and a restart forgets nothing:
 *
 * | limit                  | key                | rule                                             |
 * |------------------------|--------------------|--------------------------------------------------|
 * | per client address     | `login-ip:{ip}`    | LOGIN_RATE_LIMIT attempts a minute (both logins) |
 * | per user name          | `login-user:{name}`| LOGIN_USER_RATE_LIMIT attempts in 15 min; a success clears it |
 * | super-admin secret     | `admin-secret`     | ADMIN_FREE_ATTEMPTS attempts, then each waits 2 s, 4 s … 10 min, whatever the address; a success clears it; quiet for 1 h clears it |
 *
 * The client address is `req.ip`, which honours X-Forwarded-For only from TRUST_PROXY's
 * proxies, so rotating that header gains nothing. Every attempt is counted before the
 * password is checked (one atomic statement), so parallel guesses cannot slip through.
 * A limited attempt throws 429 `rate_limited` "Troppi tentativi di accesso…" with Retry-After.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { rateLimited } from '../http/errors';

const MINUTE_MS = 60_000;
/** Window of the per-user-name limit, ms. */
export const USER_WINDOW_MS = 15 * MINUTE_MS;
/** Super-admin backoff: first delay, cap, and quiet time that clears the counter, ms. */
export const ADMIN_BASE_DELAY_MS = 2_000;
export const ADMIN_MAX_DELAY_MS = 10 * MINUTE_MS;
export const ADMIN_RESET_MS = 60 * MINUTE_MS;
export const ADMIN_KEY = 'admin-secret';

type Row = { hits: number; retry_ms: number | string | null };

/**
 * Counts one attempt on `key` in a fixed window of `windowMs`; resolves to the hits in the
 * window and the ms until it ends.
 */
export async function hitWindow(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; retryMs: number }> {
  const res = await db.execute<Row>(sql`
    insert into rate_limits as r (key, hits, window_start, next_allowed_at)
    values (${key}, 1, now(), now())
    on conflict (key) do update set
      hits = case when r.window_start <= now() - ${windowMs} * interval '1 millisecond' then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${windowMs} * interval '1 millisecond' then now() else r.window_start end
    returning hits,
      extract(epoch from (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000 as retry_ms`);
  const row = res.rows[0]!;
  return { hits: Number(row.hits), retryMs: Number(row.retry_ms ?? windowMs) };
}

/** Forgets the attempts counted on `key` (after a successful sign-in). */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The per-user-name key (names are case-insensitive, as at sign-in). */
export const userKey = (username: string) => `login-user:${username.trim().toLowerCase()}`;

/**
 * Before a workshop sign-in: counts the attempt for the address and the user name. Throws
 * 429 when either is over its limit.
 */
export async function limitLogin(
  db: Db,
  config: Config,
  ip: string,
  username: string,
): Promise<void> {
  const byIp = await hitWindow(db, `login-ip:${ip}`, MINUTE_MS);
  if (byIp.hits > config.LOGIN_RATE_LIMIT) throw rateLimited(byIp.retryMs / 1000);
  const byUser = await hitWindow(db, userKey(username), USER_WINDOW_MS);
  if (byUser.hits > config.LOGIN_USER_RATE_LIMIT) throw rateLimited(byUser.retryMs / 1000);
}

/**
 * Before a super-admin sign-in: counts the attempt for the address, then for the secret
 * itself (whatever the address) with growing delays. Throws 429 and logs a warning when
 * the attempt must wait; logs every attempt past the free ones.
 */
export async function limitAdminLogin(
  db: Db,
  config: Config,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const byIp = await hitWindow(db, `login-ip:${ip}`, MINUTE_MS);
  if (byIp.hits > config.LOGIN_RATE_LIMIT) throw rateLimited(byIp.retryMs / 1000);
  const free = config.ADMIN_FREE_ATTEMPTS;
  const newHits = sql`(case when r.window_start <= now() - ${ADMIN_RESET_MS} * interval '1 millisecond' then 1 else r.hits + 1 end)`;
  const res = await db.execute<Row>(sql`
    insert into rate_limits as r (key, hits, window_start, next_allowed_at)
    values (${ADMIN_KEY}, 1, now(), now())
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
      .where(eq(rateLimits.key, ADMIN_KEY));
    const retryMs = Math.max(1000, Number(wait?.ms ?? 1000));
    log.warn(
      { ip, retryAfterS: Math.ceil(retryMs / 1000) },
      'super-admin sign-in refused: waiting after repeated failures',
    );
    throw rateLimited(retryMs / 1000);
  }
  if (Number(row.hits) > free)
    log.warn({ ip, attempts: Number(row.hits) }, 'super-admin sign-in attempt past the free ones');
}

/** Drops counters idle for more than a day (called with the hourly session purge). */
export async function purgeRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return gone.length;
}
