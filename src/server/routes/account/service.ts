/**
 * Password change of a workshop account (spec 001 §2 password, §4, §5): checks the current
 * password, stores the new argon2id hash and ends every session of the account.
 */
import { eq } from 'drizzle-orm';
import { BACKOFFICE_MSG } from '@shared/messages';
import { hashPassword, verifyPassword } from '@server/auth/passwords';
import { revokeAllSessions } from '@server/auth/sessions';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { badRequest, unauthorized } from '@server/http/errors';

/**
 * Replaces the password of `workshopId` when `current` matches (else 400 "Password
 * attuale errata"), then revokes all its sessions in the same transaction.
 */
export async function changePassword(
  db: DbOrTx,
  workshopId: number,
  current: string,
  next: string,
): Promise<void> {
  const [row] = await db
    .select({ hash: workshops.passwordHash })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.hash, current)))
    throw badRequest(BACKOFFICE_MSG.wrongCurrentPassword);
  const hash = await hashPassword(next);
  await withTransaction(db, async (tx) => {
    await tx.update(workshops).set({ passwordHash: hash }).where(eq(workshops.id, workshopId));
    await revokeAllSessions(tx, workshopId);
  });
}
