/**
 * The super-admin secret (README "Signing in as super-admin"): verified by the server, never derived
 * from the date. ADMIN_PASSWORD wins when set (production refuses one shorter than 16
 * characters, `config.ts`); otherwise one is generated at first start, printed once, and only
 * its hash is kept. Guessing is slowed per address (`login-limits.ts`), not locked for
 * everyone, so the secret itself must be out of reach: the generated one has
 * `GENERATED_ADMIN_SECRET_LENGTH` characters drawn from 62 (about 190 bits).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { systemSettings } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { randomAlphanumeric } from './tokens';

const KEY = 'admin_password_hash';
/** Length of a generated super-admin secret (alphanumeric, from a CSPRNG). */
export const GENERATED_ADMIN_SECRET_LENGTH = 32;

/**
 * Makes sure an admin secret exists. Returns the generated secret when one was just
 * created (to print), else null.
 */
export async function ensureAdminSecret(db: DbOrTx, fromEnv?: string): Promise<string | null> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, KEY));
  if (fromEnv) {
    if (!row || !(await verifyPassword(row.value, fromEnv)))
      await storeHash(db, await hashPassword(fromEnv));
    return null;
  }
  if (row) return null;
  const generated = randomAlphanumeric(GENERATED_ADMIN_SECRET_LENGTH);
  await storeHash(db, await hashPassword(generated));
  return generated;
}

/** True when `password` is the admin secret. */
export async function verifyAdminSecret(db: DbOrTx, password: string): Promise<boolean> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, KEY));
  return row ? verifyPassword(row.value, password) : false;
}

async function storeHash(db: DbOrTx, value: string) {
  await db
    .insert(systemSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value, updatedAt: new Date().toISOString() },
    });
}
