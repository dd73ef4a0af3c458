/**
 * CODICI OFFICINE (spec 001 §2 officine, §3 officina): workshop codes of one workshop.
 * Fields arrive uppercased from the contract; every statement carries `workshop_id`, and a
 * code of another workshop is "not found".
 */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { CODES_LIST_MAX, type WorkshopCode } from '@shared/contracts/workshop-codes';
import { BACKOFFICE_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { workshopCodes } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { containsPattern } from '@server/lib/like';

type Fields = Omit<WorkshopCode, 'id'>;

const columns = {
  id: workshopCodes.id,
  name: workshopCodes.name,
  province: workshopCodes.province,
  code: workshopCodes.code,
  address: workshopCodes.address,
  authorization: workshopCodes.authorization,
};

/**
 * Codes whose nome, provincia, codice, indirizzo or autorizzazione contains `q` (already
 * uppercased; all when empty), by name; `truncated` past `CODES_LIST_MAX`.
 */
export async function listCodes(
  db: DbOrTx,
  workshopId: number,
  q: string,
): Promise<{ codes: WorkshopCode[]; truncated: boolean }> {
  const p = containsPattern(q);
  const match =
    q === ''
      ? undefined
      : or(
          ilike(workshopCodes.name, p),
          ilike(workshopCodes.province, p),
          ilike(workshopCodes.code, p),
          ilike(workshopCodes.address, p),
          ilike(workshopCodes.authorization, p),
        );
  const rows = await db
    .select(columns)
    .from(workshopCodes)
    .where(and(eq(workshopCodes.workshopId, workshopId), match))
    .orderBy(asc(workshopCodes.name), asc(workshopCodes.id))
    .limit(CODES_LIST_MAX + 1);
  return { codes: rows.slice(0, CODES_LIST_MAX), truncated: rows.length > CODES_LIST_MAX };
}

/** Inserts a code; returns it. */
export async function createCode(
  db: DbOrTx,
  workshopId: number,
  input: Fields,
): Promise<WorkshopCode> {
  const [row] = await db
    .insert(workshopCodes)
    .values({ workshopId, ...input })
    .returning(columns);
  return row!;
}

/** Replaces a code's fields; throws 404 when `id` is not this workshop's. */
export async function updateCode(
  db: DbOrTx,
  workshopId: number,
  id: number,
  input: Fields,
): Promise<WorkshopCode> {
  const [row] = await db
    .update(workshopCodes)
    .set(input)
    .where(and(eq(workshopCodes.workshopId, workshopId), eq(workshopCodes.id, id)))
    .returning(columns);
  if (!row) throw notFound(BACKOFFICE_MSG.codeNotFound);
  return row;
}

/** Deletes a code; throws 404 when `id` is not this workshop's. */
export async function deleteCode(db: DbOrTx, workshopId: number, id: number): Promise<void> {
  const gone = await db
    .delete(workshopCodes)
    .where(and(eq(workshopCodes.workshopId, workshopId), eq(workshopCodes.id, id)))
    .returning({ id: workshopCodes.id });
  if (gone.length === 0) throw notFound(BACKOFFICE_MSG.codeNotFound);
}
