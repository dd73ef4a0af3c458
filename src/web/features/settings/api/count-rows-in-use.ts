/**
 * GET `/api/settings/app/rows-in-use?rows=N` (contract `countRowsInUse`): appointments a
 * timetable of N rows would leave outside the grid. Asked once, right before a save that
 * shortens the timetable, so it is a plain call rather than a cached query.
 */
import { countRowsInUse } from '@shared/contracts/settings';
import { call } from '@web/lib/api-client';

/** How many appointments (any date) sit on row `rows` or later. */
export async function fetchRowsInUse(rows: number): Promise<number> {
  return (await call(countRowsInUse, { query: { rows } })).count;
}
