/**
 * The super-admin's way back when its authenticator is lost and no recovery code is left
 * (README "Two-factor sign-in"): from the server's shell, `npm run admin:reset-2fa` removes
 * its second factor and ends every super-admin session, and the audit says so (actor
 * `shell`). Whoever can run it already holds the database; nothing else can call it.
 */
import { withTransaction, type DbOrTx } from '../db/client';
import { writeAudit } from '../domain/audit';
import { revokeAdminSessions } from './sessions';
import { removeSecondFactor } from './two-factor';

/**
 * In one transaction: removes the super-admin's second factor, ends its sessions on every
 * instance and writes the audit entry `two_factor.reset`. Resolves to whether one was active.
 */
export function resetAdminSecondFactor(db: DbOrTx): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const had = await removeSecondFactor(tx, { kind: 'admin' });
    const sessions = await revokeAdminSessions(tx);
    await writeAudit(tx, {
      actor: 'shell',
      ip: '',
      action: 'two_factor.reset',
      accountId: null,
      detail: { wasActive: had, sessionsEnded: sessions },
    });
    return had;
  });
}
