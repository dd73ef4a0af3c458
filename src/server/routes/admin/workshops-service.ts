/** Workshop accounts (spec 000 §3 utente): creation with the spec's defaults. */
import { addDays, todayInRome } from '@shared/domain/dates';
import type { Db } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { hashPassword } from '@server/auth/passwords';
import { randomAlphanumeric } from '@server/auth/tokens';

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

/** Creates a workshop account; the password is stored as an argon2id hash. Returns the row. */
export async function createWorkshop(db: Db, input: NewWorkshop) {
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
