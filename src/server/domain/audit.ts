/**
 * The super-admin's audit trail (beyond the spec): one row per action that changed something
 * or entered an account — who (the super-admin and its address), what (action + changed
 * field names, never a password or an access code), when, on which account. Also the
 * super-admin's sign-ins, failed sign-ins and sign-outs. Append-only in the database
 * (migration 0019: a trigger refuses UPDATE and DELETE of rows younger than six months;
 * docs/PRIVACY.md "Super-admin trail").
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '@shared/contracts/admin';
import type { DbOrTx } from '@server/db/client';
import { adminAudit, workshops } from '@server/db/schema';

/** Stable action names shown (translated) on the audit screen. */
export type AuditAction =
  | 'admin.sign_in'
  | 'admin.sign_in_failed'
  | 'admin.sign_out'
  | 'account.create'
  | 'account.update'
  | 'account.password'
  | 'account.access_code'
  | 'account.enter'
  | 'account.leave'
  | 'notification.create'
  | 'notification.update'
  | 'notification.delete'
  | 'notification.notify_all'
  | 'database.backup'
  // The second factor (README "Two-factor sign-in"): never the key, a code or a recovery code.
  | 'two_factor.setup'
  | 'two_factor.remove'
  | 'two_factor.recovery_used'
  | 'two_factor.code_failed'
  | 'two_factor.required'
  | 'two_factor.reset';

type Detail = Record<string, string | number | boolean | null>;

/** Records one action of the request's super-admin. */
export async function recordAudit(
  db: DbOrTx,
  req: FastifyRequest,
  action: AuditAction,
  accountId: number | null,
  detail: Detail = {},
): Promise<void> {
  await writeAudit(db, { actor: 'super-admin', ip: req.ip ?? '', action, accountId, detail });
}

/**
 * Records one entry of any actor: `super-admin`, `officina` (a workshop's own sign-in or
 * account page) or `shell` (a command run on the server, no address). Only ever INSERTs.
 */
export async function writeAudit(
  db: DbOrTx,
  entry: {
    actor: string;
    ip: string;
    action: AuditAction;
    accountId: number | null;
    detail?: Detail;
  },
): Promise<void> {
  await db.insert(adminAudit).values({ ...entry, detail: entry.detail ?? {} });
}

/** Newest first, at most `limit`, optionally of one account; with the account's name now. */
export async function listAudit(
  db: DbOrTx,
  opts: { limit: number; accountId?: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ a: adminAudit, username: workshops.username })
    .from(adminAudit)
    .leftJoin(workshops, eq(workshops.id, adminAudit.accountId))
    .where(opts.accountId ? eq(adminAudit.accountId, opts.accountId) : undefined)
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(opts.limit);
  return rows.map(({ a, username }) => {
    const detail = (a.detail ?? {}) as Detail;
    const recorded = typeof detail.username === 'string' ? detail.username : null;
    return {
      id: a.id,
      at: a.at,
      actor: a.actor,
      ip: a.ip,
      action: a.action,
      accountId: a.accountId,
      username: username ?? recorded,
      detail,
    };
  });
}
