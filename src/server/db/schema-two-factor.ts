/**
 * Second factors (README "Two-factor sign-in"): one row per account that has one, is setting
 * one up, or is required to have one. `subject` names it: `admin` for the super-admin,
 * `workshop:{id}` for a workshop account (`account_id` then set, the row going with the
 * account). A reference table like `sessions`: read at sign-in before any workshop is known,
 * written at setup, removal and each accepted code only.
 *
 * Never a secret in clear: `secret` and `pending_secret` hold the TOTP key encrypted with
 * AES-256-GCM (`auth/totp.ts`), `recovery_hashes` the SHA-256 of each unused recovery code.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns';
// Used only inside reference callbacks, so the circular import with schema.ts is safe.
import { workshops } from './schema';

export const twoFactor = pgTable(
  'two_factor',
  {
    subject: text('subject').primaryKey(),
    accountId: integer('account_id').references(() => workshops.id, { onDelete: 'cascade' }),
    /** The confirmed TOTP key, encrypted; null while none is active. */
    secret: text('secret'),
    /** The key of a setup not yet confirmed by a first code, encrypted. */
    pendingSecret: text('pending_secret'),
    /** RFC 6238 time step of the last accepted code: a code of that step or earlier is refused. */
    lastStep: bigint('last_step', { mode: 'number' }),
    /** SHA-256 (hex) of each recovery code not used yet. */
    recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
    /** Set by the super-admin: the account must set up a second factor before using the app. */
    required: boolean('required').notNull().default(false),
    enabledAt: ts('enabled_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('two_factor_account_idx').on(t.accountId)],
);
