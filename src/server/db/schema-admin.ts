/**
 * The super-admin's audit trail (beyond the spec): who did what and when for
 * account edits, password resets, enter-as-user and notifications. Installation-wide, so a
 * reference table (`distribution.ts`): an entry may concern no
 * workshop (a notification to many). The account concerned is `account_id`, not
 * `workshop_id`, on purpose: this is not tenant data (only the super-admin reads it), and
 * it is set null when the account is deleted (the user name is kept in `detail`).
 */
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns';
// Used only inside reference callbacks, so the circular import with schema.ts is safe.
import { workshops } from './schema';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** Who: `super-admin` (one role today) and the client address it came from. */
    actor: text('actor').notNull(),
    ip: text('ip').notNull().default(''),
    /** What: a stable action name, e.g. `account.update`, `account.enter`. */
    action: text('action').notNull(),
    /** The account concerned, when one is. */
    accountId: integer('account_id').references(() => workshops.id, { onDelete: 'set null' }),
    /** What changed (field names, never passwords or codes), as a small JSON object. */
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [index('admin_audit_at_idx').on(t.at), index('admin_audit_account_idx').on(t.accountId)],
);
