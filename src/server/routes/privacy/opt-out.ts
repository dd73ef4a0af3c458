/**
 * The opt-out state of a phone for the access export (docs/PRIVACY.md, table `opt_outs`:
 * the workshop's "Non contattare" list, docs/MESSAGING.md). Read by name, not through the
 * Drizzle schema, so this area does not depend on the opt-out area's module; an
 * installation without the table answers null.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { phoneForms } from './match';

/** `{ listed, since }` for `phone` in workshop `ws`; null without the table or a phone. */
export async function optOutState(
  db: DbOrTx,
  ws: number,
  phone: string,
): Promise<{ listed: boolean; since: string | null } | null> {
  if (phone === '') return null;
  const exists = await db.execute<{ t: string | null }>(
    sql`select to_regclass('public.opt_outs')::text as t`,
  );
  if (!exists.rows[0]?.t) return null;
  const res = await db.execute<{ created_at: string | Date }>(sql`
    select created_at from opt_outs
     where workshop_id = ${ws} and phone = any(${sql.param(phoneForms(phone))}::text[])
     order by created_at limit 1`);
  const row = res.rows[0];
  if (!row) return { listed: false, since: null };
  const since = row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at;
  return { listed: true, since };
}
