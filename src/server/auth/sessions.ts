/**
 * Sessions in the database (DESIGN.md: any instance can serve any request). The cookie
 * holds a random token; the table holds its SHA-256. Roles: `workshop` and `admin`
 * (spec 000 §6).
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions, workshops } from '../db/schema';
import { hashToken, newSessionToken } from './tokens';

export type Role = 'workshop' | 'admin';
export type WorkshopRow = typeof workshops.$inferSelect;
export type AuthContext = { role: Role; tokenHash: string; workshop: WorkshopRow | null };

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

/** The live session of `token` with its workshop, or null when unknown or expired. */
export async function loadSession(db: DbOrTx, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ role: sessions.role, workshop: workshops })
    .from(sessions)
    .leftJoin(workshops, eq(workshops.id, sessions.workshopId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  const row = rows[0];
  if (!row) return null;
  if (row.role === 'workshop' && !row.workshop) return null;
  return { role: row.role, tokenHash, workshop: row.workshop };
}

/** Ends a session (logout). */
export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Removes expired sessions; returns how many. */
export async function purgeExpiredSessions(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning();
  return gone.length;
}
