/**
 * ARCHIVIO (spec 001 §2 archivio): the search over every appointment of one workshop. Each
 * word typed must be part of a word of the row's `search_text` (surname, phone, plate and
 * model, accents folded, lowercased; `@shared/domain/search-text`). PostgreSQL's
 * `archive_match` (migration `0015_archive_postings`, docs/ARCHIVE.md) finds the newest
 * matching slots — one word through its posting lists kept in the archive's order, several
 * through the GIN index over each appointment's word keys — and this query reads those
 * appointments. bench/archive-search.ts measures it at 5 M rows.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { ARCHIVE_LIMIT, type ArchiveHit } from '@shared/contracts/archive';
import { searchTokens } from '@shared/domain/search-text';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { containsPattern } from '@server/lib/like';

/** `ARRAY[$1, $2, …]::text[]`: one parameter per string, so both drivers pass them alike. */
function textArray(xs: readonly string[]) {
  return sql`ARRAY[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The slots (day, row, column) of the newest `limit` appointments of `workshopId` matching
 * every word of `query`, as a subquery for `IN`. An empty query matches nothing.
 */
export function archiveSlots(workshopId: number, query: string, limit: number) {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return sql`select null::date, null::integer, null::smallint where false`;
  return sql`select m.date, m.row, m."column" from archive_match(${workshopId}::integer, ${textArray(
    tokens,
  )}, ${textArray(tokens.map(containsPattern))}, ${limit}::integer) m`;
}

/**
 * Appointments of `workshopId` matching every word of `query`, newest first (date, then
 * row and column), at most `ARCHIVE_LIMIT`; `time` is the row's label in `timetable`.
 * Day-closed markers (row -1) are left out.
 */
export async function searchArchive(
  db: DbOrTx,
  workshopId: number,
  query: string,
  timetable: readonly string[],
): Promise<{ results: ArchiveHit[]; truncated: boolean }> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      row: appointments.row,
      column: appointments.column,
      surname: appointments.surname,
      phone: appointments.phone,
      plate: appointments.plate,
      model: appointments.model,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        sql`(${appointments.date}, ${appointments.row}, ${appointments.column}) in (${archiveSlots(
          workshopId,
          query,
          ARCHIVE_LIMIT + 1,
        )})`,
      ),
    )
    .orderBy(desc(appointments.date), desc(appointments.row), desc(appointments.column));
  return {
    results: rows.slice(0, ARCHIVE_LIMIT).map((r) => ({ ...r, time: timetable[r.row] ?? '' })),
    truncated: rows.length > ARCHIVE_LIMIT,
  };
}
