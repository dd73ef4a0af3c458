/**
 * Device tokens of the quick-login entries (issue 11 item 6; `device_tokens`): random 32
 * bytes (base64url) given to the browser once, stored as SHA-256, revocable.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { deviceTokens, workshops } from '../db/schema';
import { hashToken, newSessionToken } from './tokens';
import type { WorkshopRow } from './sessions';

/** Issues a token for `workshopId`; returns it (the only time it exists in clear). */
export async function issueDeviceToken(db: DbOrTx, workshopId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(deviceTokens).values({ tokenHash: hashToken(token), workshopId });
  return token;
}

/** The workshop of `token` (marking it used), or null when unknown or revoked. */
export async function workshopOfDeviceToken(
  db: DbOrTx,
  token: string,
): Promise<WorkshopRow | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ workshop: workshops })
    .from(deviceTokens)
    .innerJoin(workshops, eq(workshops.id, deviceTokens.workshopId))
    .where(eq(deviceTokens.tokenHash, tokenHash));
  if (!row) return null;
  await db
    .update(deviceTokens)
    .set({ lastUsedAt: new Date().toISOString() })
    .where(eq(deviceTokens.tokenHash, tokenHash));
  return row.workshop;
}

/** Revokes `token`; unknown tokens are ignored. */
export async function revokeDeviceToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(deviceTokens).where(eq(deviceTokens.tokenHash, hashToken(token)));
}
