/**
 * ARCHIVIO (spec 001 §2 archivio): the search over every appointment of one workshop.
 * Each word is a `LIKE '%word%'` on the generated column `search_text` (accents folded,
 * lowercased; see `@shared/domain/search-text`), which the trigram GIN index
 * `appointments_search_trgm_idx` answers; for a very common word PostgreSQL may instead
 * walk `appointments_slot_uq` backwards (newest first) and stop at the limit. Both plans
 * stay under 50 ms at 5 M rows (bench/archive-search.ts).
 */
import { and, desc, eq, gte, like } from 'drizzle-orm';
import { ARCHIVE_LIMIT, type ArchiveHit } from '@shared/contracts/archive';
import { searchTokens } from '@shared/domain/search-text';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { containsPattern } from '@server/lib/like';

/** The WHERE clause of a search (exported for the benchmark, which runs the same query). */
export function archiveWhere(workshopId: number, query: string) {
  return and(
    eq(appointments.workshopId, workshopId),
    gte(appointments.row, 0),
    ...searchTokens(query).map((w) => like(appointments.searchText, containsPattern(w))),
  );
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
    .where(archiveWhere(workshopId, query))
    .orderBy(desc(appointments.date), desc(appointments.row), desc(appointments.column))
    .limit(ARCHIVE_LIMIT + 1);
  return {
    results: rows.slice(0, ARCHIVE_LIMIT).map((r) => ({ ...r, time: timetable[r.row] ?? '' })),
    truncated: rows.length > ARCHIVE_LIMIT,
  };
}
