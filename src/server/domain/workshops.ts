/**
 * Workshop accounts (spec 000 §3 utente): creation with the spec's defaults, and reading one
 * account row (the super-admin, notifications, the seed and the tests share them).
 */
import { eq } from 'drizzle-orm';
import { SETTINGS_SCHEMAS, SETTINGS_SECTIONS } from '@shared/contracts/settings';
import { ACCOUNT_DEFAULTS } from '@shared/domain/account-defaults';
import { addDays, todayInRome } from '@shared/domain/dates';
import { withTransaction, type DbOrTx } from '@server/db/client';
import type { WorkshopRow } from '@server/db/rows';
import { settings, workshops } from '@server/db/schema';
import { hashPassword } from '@server/auth/passwords';
import { randomAlphanumeric } from '@server/auth/tokens';

/** A row of `workshops` (one per tenant). */
export type { WorkshopRow };

/** Trial length: scadenza defaults to 100 days after creation (spec 000 §3, §9). */
export const TRIAL_DAYS = 100;

export type NewWorkshop = {
  username: string;
  password: string;
  /** ISO date; default today + 100 days. */
  expiresOn?: string | null;
  active?: 0 | 1;
  linkWeb?: string | null;
  note?: string;
};

/**
 * Creates a workshop account row only (no settings rows: every section reads as its schema
 * defaults); the password is stored as an argon2id hash. Returns the row. Accounts made for
 * people go through `createAccount`.
 */
export async function createWorkshop(db: DbOrTx, input: NewWorkshop) {
  const [row] = await db
    .insert(workshops)
    .values({
      unicode: randomAlphanumeric(35),
      accessCode: randomAlphanumeric(35),
      username: input.username,
      passwordHash: await hashPassword(input.password),
      expiresOn:
        input.expiresOn === undefined ? addDays(todayInRome(), TRIAL_DAYS) : input.expiresOn,
      active: input.active ?? 1,
      linkWeb: input.linkWeb ?? null,
      pathArchive: randomAlphanumeric(5),
      note: input.note ?? '',
    })
    .returning();
  if (!row) throw new Error('workshop not created');
  return row;
}

/**
 * The settings rows a new account starts with: every section of `ACCOUNT_DEFAULTS` (spec
 * 000 §9, 001 §9), validated by its schema, with `options` (flags such as `+whatsapp`) in
 * `app.opzioni`.
 */
export function accountSettings(options: readonly string[] = []) {
  return SETTINGS_SECTIONS.map((section) => ({
    section,
    value: SETTINGS_SCHEMAS[section].parse(
      section === 'app' && options.length > 0
        ? { ...ACCOUNT_DEFAULTS.app, opzioni: options.join(' ') }
        : ACCOUNT_DEFAULTS[section],
    ) as Record<string, unknown>,
  }));
}

/**
 * Creates an account as the super-admin does (nuovo_utente, `POST /admin/workshops`): the
 * account row, every settings section with the account defaults and `options`, and what
 * `then` writes (the audit row), in one transaction. Resolves to the account row; a taken
 * user name or link rejects with the unique violation and writes nothing.
 */
export async function createAccount(
  db: DbOrTx,
  input: NewWorkshop & { options?: readonly string[] },
  then?: (tx: DbOrTx, row: typeof workshops.$inferSelect) => Promise<void>,
) {
  return withTransaction(db, async (tx) => {
    const row = await createWorkshop(tx, input);
    await tx
      .insert(settings)
      .values(accountSettings(input.options).map((s) => ({ workshopId: row.id, ...s })));
    await then?.(tx, row);
    return row;
  });
}

/** One account row, or null. */
export async function findWorkshop(db: DbOrTx, id: number): Promise<WorkshopRow | null> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id));
  return row ?? null;
}
