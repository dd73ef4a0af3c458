/**
 * Password change of a workshop account (spec 001 §2 password, §4, §5): checks the current
 * password, stores the new argon2id hash and ends every sign-in of the account (sessions on
 * every instance and quick-login device tokens, `@server/auth/sign-ins`).
 */
import { eq } from 'drizzle-orm';
import { BACKOFFICE_MSG } from '@shared/messages';
import { hashPassword, verifyPassword } from '@server/auth/passwords';
import { endAccountSignIns } from '@server/auth/sign-ins';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { badRequest, unauthorized } from '@server/http/errors';

/**
 * Replaces the password of `workshopId` when `current` matches (else 400 "Password
 * attuale errata"), then ends all its sessions and device tokens in the same transaction;
 * its other open desks are sent to login (`account` event, `origin` = the writing tab).
 */
export async function changePassword(
  db: DbOrTx,
  workshopId: number,
  current: string,
  next: string,
  origin?: string,
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
    await endAccountSignIns(tx, workshopId, 'password', origin);
  });
}
