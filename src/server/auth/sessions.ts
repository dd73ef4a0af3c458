/**
 * Sessions in the database: any instance can serve any request (docs/SCALING.md). The cookie
 * holds a random token; the table holds its SHA-256. Roles: `workshop` and `admin`
 * (spec 000 §6).
 *
 * Every request resolves its session through a short in-process cache (`SessionCache`:
 * no second round trip per request), so whoever ends a session or changes a
 * workshop account MUST say so here — this file is the ONE place that invalidates:
 *
 * - `revokeSessions(db, { tokenHash })` / `revokeSessions(db, { workshopId })`: deletes the
 *   sessions (logout; anything that must sign the user out everywhere) and ends their open
 *   event streams on every instance (`live/session-streams.ts`). To end an ACCOUNT's
 *   sign-ins (password changed or reset, switched off, expired) use `endAccountSignIns`
 *   (`sign-ins.ts`), which also revokes its quick-login device tokens.
 * - `refreshSessions(db, { workshopId })`: keeps the sessions but drops their cached
 *   workshop row — call it after ANY update of a `workshops` row (account disabled or
 *   re-enabled, scadenza changed, user name or link changed); or wrap the update in
 *   `withWorkshopChange(db, workshopId, (tx) => tx.update(workshops)…)`.
 *
 * Both work inside a transaction (`db` may be a `tx`): the invalidation is a NOTIFY on
 * `SESSION_CHANNEL`, which PostgreSQL delivers to every instance when the transaction
 * commits; this instance's caches are cleared at once as well. A cached entry lives at
 * most `SESSION_CACHE_TTL_MS` and never past its session's expiry, so a missed notification
 * (LISTEN connection down) costs at most that long.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { withTransaction, type Database, type DbOrTx, type Tx } from '../db/client';
import { perHandle } from '../db/prepared';
import type { WorkshopRow } from '../db/rows';
import { sessions, workshops } from '../db/schema';
import { hashToken, newSessionToken } from './tokens';

export type Role = 'workshop' | 'admin';
export type { WorkshopRow };
/**
 * A resolved session: its role, the hash naming it, its workshop (null for the super-admin
 * outside any account) and when it expires (ms since epoch; open streams end then).
 */
export type AuthContext = {
  role: Role;
  tokenHash: string;
  workshop: WorkshopRow | null;
  expiresAtMs: number;
};

/** The NOTIFY channel of session invalidations (payload: `SessionChange` as JSON). */
export const SESSION_CHANNEL = 'reviapp_sessions';
/** Longest a resolved session is reused without asking the database, ms. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Cached sessions per instance; past it the oldest are dropped. */
const SESSION_CACHE_MAX = 10_000;

/** Which sessions changed: one (by token hash) or all of a workshop. */
export type SessionChange = { tokenHash: string } | { workshopId: number };

/**
 * What travels on `SESSION_CHANNEL`: the change, and `ended: true` when the sessions were
 * deleted (not merely their account re-read), so every instance also ends their open event
 * streams (`live/hub.ts`). A `tokenHash` change always ends that session's streams: the
 * session is gone or now names another workshop.
 */
export type SessionNotice = SessionChange & { ended?: true };

/** Creates a session lasting `ttlMs`; returns the cookie token. */
export async function createSession(
  db: DbOrTx,
  input: { role: Role; workshopId: number | null; ttlMs: number },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role: input.role,
    workshopId: input.workshopId,
    expiresAt: new Date(Date.now() + input.ttlMs).toISOString(),
  });
  return token;
}

type Loaded = { auth: AuthContext; expiresAtMs: number };

/** The session row of `tokenHash` (unexpired) with its workshop, through a prepared statement. */
async function querySession(db: DbOrTx, tokenHash: string): Promise<Loaded | null> {
  const rows = await sessionQuery(db).execute({ tokenHash });
  const row = rows[0];
  if (!row) return null;
  if (row.role === 'workshop' && !row.workshop) return null;
  const expiresAtMs = new Date(row.expiresAt).getTime();
  return { auth: { role: row.role, tokenHash, workshop: row.workshop, expiresAtMs }, expiresAtMs };
}

function buildSessionQuery(db: DbOrTx) {
  return db
    .select({ role: sessions.role, expiresAt: sessions.expiresAt, workshop: workshops })
    .from(sessions)
    .leftJoin(workshops, eq(workshops.id, sessions.workshopId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare('session_by_token');
}
const sessionQuery = perHandle(buildSessionQuery);

/** The live session of `token` with its workshop, or null when unknown or expired (no cache). */
export async function loadSession(db: DbOrTx, token: string): Promise<AuthContext | null> {
  return loadSessionByHash(db, hashToken(token));
}

/** As `loadSession`, by the stored hash (re-reading a session a request just changed). */
export async function loadSessionByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<AuthContext | null> {
  return (await querySession(db, tokenHash))?.auth ?? null;
}

/** Every cache of this process (one per app instance), for same-process invalidation. */
const liveCaches = new Set<SessionCache>();

/**
 * One app instance's cache of resolved sessions (see the file comment). `start()` LISTENs
 * on `SESSION_CHANNEL`; until it has, and after `close()`, every lookup asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, { loaded: Loaded; until: number }>();
  private listening = false;
  private unlisten: (() => Promise<void>) | null = null;
  /** Bumped by every invalidation: a lookup that raced one does not store its answer. */
  private epoch = 0;

  constructor(private readonly database: Pick<Database, 'db' | 'listen'>) {}

  /** LISTENs for invalidations; resolves false (cache off, lookups uncached) when it cannot. */
  async start(): Promise<boolean> {
    try {
      // After a reconnect of the LISTEN connection, invalidations may have been missed:
      // forget every cached session (docs/RESILIENCE.md "Live events after a reconnect").
      this.unlisten = await this.database.listen(
        SESSION_CHANNEL,
        (payload) => this.onNotify(payload),
        () => {
          this.epoch++;
          this.entries.clear();
        },
      );
      this.listening = true;
      liveCaches.add(this);
    } catch {
      this.listening = false;
    }
    return this.listening;
  }

  /** Stops listening and forgets everything. */
  async close(): Promise<void> {
    this.listening = false;
    liveCaches.delete(this);
    this.entries.clear();
    await this.unlisten?.().catch(() => {});
  }

  /** The live session of cookie token `token`, or null; cached up to `SESSION_CACHE_TTL_MS`. */
  async resolve(token: string, now = Date.now()): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    const hit = this.entries.get(tokenHash);
    if (hit && now < hit.until) return hit.loaded.auth;
    if (hit) this.entries.delete(tokenHash);
    const epoch = this.epoch;
    const loaded = await querySession(this.database.db, tokenHash);
    if (loaded && this.listening && epoch === this.epoch) {
      if (this.entries.size >= SESSION_CACHE_MAX)
        this.entries.delete(this.entries.keys().next().value!);
      Object.freeze(loaded.auth);
      if (loaded.auth.workshop) Object.freeze(loaded.auth.workshop);
      const until = Math.min(Date.now() + SESSION_CACHE_TTL_MS, loaded.expiresAtMs);
      this.entries.set(tokenHash, { loaded, until });
    }
    return loaded?.auth ?? null;
  }

  /** Drops the cached sessions `change` names. */
  invalidate(change: SessionChange): void {
    this.epoch++;
    if ('tokenHash' in change) {
      this.entries.delete(change.tokenHash);
      return;
    }
    for (const [key, entry] of this.entries)
      if (entry.loaded.auth.workshop?.id === change.workshopId) this.entries.delete(key);
  }

  private onNotify(payload: string): void {
    try {
      const change = JSON.parse(payload) as Partial<Record<'tokenHash' | 'workshopId', unknown>>;
      if (typeof change.tokenHash === 'string')
        return this.invalidate({ tokenHash: change.tokenHash });
      if (typeof change.workshopId === 'number')
        return this.invalidate({ workshopId: change.workshopId });
    } catch {
      // fall through: an unreadable notification clears everything
    }
    this.epoch++;
    this.entries.clear();
  }
}

/**
 * Invalidates `change` in this process's caches now and in every instance's at commit;
 * `ended` when the sessions were deleted (their streams end too, see `SessionNotice`).
 */
async function announce(db: DbOrTx, change: SessionChange, ended = false): Promise<void> {
  for (const cache of liveCaches) cache.invalidate(change);
  const notice: SessionNotice = ended ? { ...change, ended: true } : change;
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Ends sessions everywhere: the one of `tokenHash` (logout) or every session of
 * `workshopId` (password change, account removal; super-admin sessions working inside the
 * account stay). Deletes the rows and invalidates every instance's cache (at commit when
 * `db` is a transaction). Resolves to how many ended.
 */
export async function revokeSessions(db: DbOrTx, which: SessionChange): Promise<number> {
  const where =
    'tokenHash' in which
      ? eq(sessions.tokenHash, which.tokenHash)
      : and(eq(sessions.workshopId, which.workshopId), eq(sessions.role, 'workshop'));
  const gone = await db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
  await announce(db, which, true);
  return gone.length;
}

/**
 * Call after ANY update of workshop `workshopId`'s row (active, scadenza, user name…): the
 * sessions stay, every instance re-reads the account on its next request.
 */
export async function refreshSessions(db: DbOrTx, which: { workshopId: number }): Promise<void> {
  await announce(db, which);
}

/**
 * Runs `fn` (an update of workshop `workshopId`'s row) in a transaction that also
 * announces the change: the easy way to respect `refreshSessions`. Resolves to `fn`'s result.
 */
export function withWorkshopChange<T>(
  db: DbOrTx,
  workshopId: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const result = await fn(tx);
    await refreshSessions(tx, { workshopId });
    return result;
  });
}

/**
 * Ends every super-admin session everywhere (its second factor set up, removed, or a
 * recovery code used: README "Two-factor sign-in"), each announced as `revokeSessions`
 * does. Resolves to how many ended.
 */
export async function revokeAdminSessions(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(eq(sessions.role, 'admin'))
    .returning({ tokenHash: sessions.tokenHash });
  for (const g of gone) await announce(db, { tokenHash: g.tokenHash }, true);
  return gone.length;
}

/** Ends a session (logout). Same as `revokeSessions(db, { tokenHash })`. */
export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await revokeSessions(db, { tokenHash });
}

/**
 * Points an admin session at a workshop (enter as user) or back at none (`null`), spec 001
 * §6, and drops it from every instance's cache. Only admin sessions move; returns false
 * when `tokenHash` is not one.
 */
export async function setAdminSessionWorkshop(
  db: DbOrTx,
  tokenHash: string,
  workshopId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ workshopId })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.role, 'admin')))
    .returning({ tokenHash: sessions.tokenHash });
  await announce(db, { tokenHash });
  return rows.length > 0;
}

/** Removes expired sessions; returns how many. Cached entries never outlive their expiry. */
export async function purgeExpiredSessions(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning();
  return gone.length;
}
