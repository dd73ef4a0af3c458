/**
 * ARCHIVIO (spec 001 §2 archivio): the search over every appointment of one workshop. Each
 * word typed must be part of a word of the row's `search_text` (surname, phone, plate and
 * model, accents folded, lowercased; `@shared/domain/search-text`). PostgreSQL's
 * `archive_search` (migration `0015_archive_postings`, docs/ARCHIVE.md) answers it — one
 * word through its posting lists kept in the archive's order, several through the GIN index
 * over each appointment's word keys — in one prepared statement of fixed shape.
 * bench/archive-search.ts measures it at 5 M rows.
 */
import { sql } from 'drizzle-orm';
import { ARCHIVE_LIMIT, type ArchiveHit } from '@shared/contracts/archive';
import { searchTokens } from '@shared/domain/search-text';
import type { DbOrTx } from '@server/db/client';
import { arrayRows, perHandle } from '@server/db/prepared';
import { containsPattern } from '@server/lib/like';

/** Column `name` of the function's rows (`m`); read as arrays, so no Drizzle decoding. */
const col = (name: string) => sql`${sql.identifier('m')}.${sql.identifier(name)}`;

/** One answer row as the driver sends it (`arrayRows`): `id` is int8, text on node-postgres. */
type HitRow = readonly [
  id: string | number | bigint,
  date: string,
  row: number,
  column: number,
  surname: string,
  phone: string,
  plate: string,
  model: string,
  status: number,
];

/**
 * The search as one prepared statement of fixed shape (per database handle), rows as arrays:
 * up to 101 rows a search, each decoded here once rather than cell by cell.
 */
const search = perHandle((db) =>
  arrayRows<HitRow>(
    db
      // The columns in the order of `HitRow`.
      .select({
        id: col('id'),
        date: col('date'),
        row: col('row'),
        column: col('column'),
        surname: col('surname'),
        phone: col('phone'),
        plate: col('plate'),
        model: col('model'),
        status: col('status'),
      })
      .from(
        sql`archive_search(${sql.placeholder('workshopId')}::integer, ${sql.placeholder(
          'tokens',
        )}::text, ${sql.placeholder('patterns')}::text, ${sql.placeholder('limit')}::integer) as m`,
      )
      .prepare('archive_search'),
  ),
);

/**
 * Appointments of `workshopId` matching every word of `query`, newest first (date, then
 * row and column), at most `ARCHIVE_LIMIT`; `time` is the row's label in `timetable`.
 * Day-closed markers (row -1) are left out. Words never hold a space (`searchTokens` splits
 * on them), so they travel joined by one.
 */
export async function searchArchive(
  db: DbOrTx,
  workshopId: number,
  query: string,
  timetable: readonly string[],
): Promise<{ results: ArchiveHit[]; truncated: boolean }> {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return { results: [], truncated: false };
  const rows = await search(db)({
    workshopId,
    tokens: tokens.join(' '),
    patterns: tokens.map(containsPattern).join(' '),
    limit: ARCHIVE_LIMIT + 1,
  });
  return {
    results: rows
      .slice(0, ARCHIVE_LIMIT)
      .map(([id, date, row, column, surname, phone, plate, model, status]) => ({
        id: Number(id),
        date,
        row,
        column,
        time: timetable[row] ?? '',
        surname,
        phone,
        plate,
        model,
        status,
      })),
    truncated: rows.length > ARCHIVE_LIMIT,
  };
}
