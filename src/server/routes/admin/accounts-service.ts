/**
 * Workshop accounts as the super-admin manages them (spec 001 §2 lista_utenti /
 * impostazioni_admin, §3 utente, §6): list, read, edit, password reset, access code. The
 * `workshops` table is a reference table (one row per tenant), read here across tenants on
 * purpose; the option flags live in each workshop's `app` settings, read by workshop id.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminAccount, AdminWorkshop, UpdateAccountInput } from '@shared/contracts/admin';
import { parseOptions } from '@shared/contracts/settings';
import type { DbOrTx } from '@server/db/client';
import { settings, workshops } from '@server/db/schema';
import { hashPassword } from '@server/auth/passwords';
import { twoFactorByAccount } from '@server/auth/two-factor';
import { randomAlphanumeric } from '@server/auth/tokens';
import { getSettings, saveSettings } from '@server/domain/settings';
import type { WorkshopRow } from '@server/domain/workshops';

/** Length of an access code (spec 001 §9). */
export const ACCESS_CODE_LENGTH = 35;

/** The list's view of an account. */
export function presentWorkshop(w: WorkshopRow, options: string[]): AdminWorkshop {
  return {
    id: w.id,
    username: w.username,
    active: w.active === 1 ? 1 : 0,
    expiresOn: w.expiresOn,
    linkWeb: w.linkWeb,
    options,
    note: w.note,
  };
}

/** The editor's view of an account (adds the access code and both paths). */
export function presentAccount(w: WorkshopRow, options: string[]): AdminAccount {
  return {
    ...presentWorkshop(w, options),
    accessCode: w.accessCode,
    pathServer: w.pathServer,
    pathArchive: w.pathArchive,
  };
}

/** Every account by user name, with its option flags (one query for the flags of all). */
export async function listWorkshops(db: DbOrTx): Promise<AdminWorkshop[]> {
  const rows = await db
    .select()
    .from(workshops)
    .orderBy(asc(sql`lower(${workshops.username})`));
  if (rows.length === 0) return [];
  const opts = await db.execute<{ workshop_id: number; opzioni: string | null }>(
    sql`/* all-tenants: the super-admin's list shows every account's option flags */
        select ${settings.workshopId} as workshop_id, ${settings.value}->>'opzioni' as opzioni
          from ${settings} where ${settings.section} = 'app'`,
  );
  const byId = new Map(opts.rows.map((r) => [Number(r.workshop_id), r.opzioni ?? '']));
  const secondFactors = await twoFactorByAccount(db);
  return rows.map((w) => {
    const tf = secondFactors.get(w.id);
    return {
      ...presentWorkshop(w, parseOptions(byId.get(w.id) ?? '')),
      ...(tf && { twoFactor: tf }),
    };
  });
}

/** The option flags of `workshopId` (config_app.opzioni). */
export async function optionsOf(db: DbOrTx, workshopId: number): Promise<string[]> {
  return parseOptions((await getSettings(db, workshopId, 'app')).opzioni);
}

/** Field names whose value differs between the row and the input (for the audit trail). */
export function changedFields(
  w: WorkshopRow,
  options: string[],
  input: UpdateAccountInput,
): string[] {
  const out: string[] = [];
  if (w.active !== input.active) out.push('attivo');
  if (w.username !== input.username) out.push('nome_utente');
  if (w.note !== (input.note ?? '')) out.push('nota');
  if (w.expiresOn !== input.expiresOn) out.push('scadenza');
  if ((w.linkWeb ?? null) !== (input.linkWeb ?? null)) out.push('link_web');
  if (w.pathServer !== input.pathServer) out.push('path_server');
  if (w.pathArchive !== input.pathArchive) out.push('path_archivio');
  if ([...options].sort().join(' ') !== [...(input.options ?? [])].sort().join(' '))
    out.push('opzioni');
  return out;
}

/**
 * Saves the editor's fields and the option flags. Unique violations (user name, link_web)
 * propagate and become 409s by constraint name. Returns the saved row, or null.
 */
export async function updateWorkshop(
  db: DbOrTx,
  id: number,
  input: UpdateAccountInput,
): Promise<WorkshopRow | null> {
  const [row] = await db
    .update(workshops)
    .set({
      active: input.active,
      username: input.username,
      note: input.note,
      expiresOn: input.expiresOn,
      linkWeb: input.linkWeb ?? null,
      pathServer: input.pathServer,
      pathArchive: input.pathArchive,
    })
    .where(eq(workshops.id, id))
    .returning();
  if (!row) return null;
  await saveSettings(db, id, 'app', { opzioni: (input.options ?? []).join(' ') });
  return row;
}

/** Sets a new password (argon2id hash). False when the account does not exist. */
export async function setPassword(db: DbOrTx, id: number, password: string): Promise<boolean> {
  const rows = await db
    .update(workshops)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(workshops.id, id))
    .returning({ id: workshops.id });
  return rows.length > 0;
}

/** A new random access code (spec 001 §9: 35 characters). Null when the account does not exist. */
export async function newAccessCode(db: DbOrTx, id: number): Promise<string | null> {
  const accessCode = randomAlphanumeric(ACCESS_CODE_LENGTH);
  const rows = await db
    .update(workshops)
    .set({ accessCode })
    .where(eq(workshops.id, id))
    .returning({ id: workshops.id });
  return rows.length > 0 ? accessCode : null;
}
