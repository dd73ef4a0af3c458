/**
 * STATISTICHE (spec 001 §2 statistiche, §9): inspections done (stato 2 or 3) counted in
 * SQL per year and month of the appointment's date — a calendar date in Europe/Rome, so
 * no time-zone shift applies — plus the historical 2015–2020 figures of +mod_kuma.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  HISTORICAL_YEARS,
  type HistoricalStatistics,
  type Statistics,
  type StatisticsYear,
} from '@shared/contracts/statistics';
import { AppointmentStatus } from '@shared/domain/status';
import { BACKOFFICE_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments, historicalStatistics, workshops } from '@server/db/schema';
import { notFound } from '@server/http/errors';

const zeros = () => Array.from({ length: 12 }, () => 0);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Stored historical counts of `workshopId` by year (only years with rows). */
async function storedHistory(db: DbOrTx, workshopId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({
      year: historicalStatistics.year,
      month: historicalStatistics.month,
      count: historicalStatistics.count,
    })
    .from(historicalStatistics)
    .where(eq(historicalStatistics.workshopId, workshopId));
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const months = out.get(r.year) ?? zeros();
    months[r.month - 1] = r.count;
    out.set(r.year, months);
  }
  return out;
}

/**
 * The "Risultati Revisioni" table of `workshopId`: one entry per year with inspections,
 * oldest first. With `withHistory` (+mod_kuma) a year of 2015–2020 that has stored
 * historical figures shows those instead of the counted ones.
 */
export async function getStatistics(
  db: DbOrTx,
  workshopId: number,
  withHistory: boolean,
): Promise<Statistics> {
  const year = sql<number>`extract(year from ${appointments.date})::int`;
  const month = sql<number>`extract(month from ${appointments.date})::int`;
  const counted = await db
    .select({ year, month, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        gte(appointments.row, 0),
        inArray(appointments.status, [AppointmentStatus.Regular, AppointmentStatus.Repeat]),
      ),
    )
    .groupBy(year, month);
  const byYear = new Map<number, { months: number[]; historical: boolean }>();
  for (const r of counted) {
    const entry = byYear.get(r.year) ?? { months: zeros(), historical: false };
    entry.months[r.month - 1] = Number(r.n);
    byYear.set(r.year, entry);
  }
  if (withHistory) {
    for (const [y, months] of await storedHistory(db, workshopId)) {
      if (HISTORICAL_YEARS.includes(y)) byYear.set(y, { months, historical: true });
    }
  }
  const years: StatisticsYear[] = [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([y, e]) => ({
      year: y,
      months: e.months,
      total: sum(e.months),
      historical: e.historical,
    }));
  const monthTotals = zeros().map((_, m) => sum(years.map((y) => y.months[m]!)));
  return { years, monthTotals, total: sum(monthTotals) };
}

async function assertWorkshop(db: DbOrTx, workshopId: number): Promise<void> {
  const [w] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!w) throw notFound(BACKOFFICE_MSG.workshopNotFound);
}

/** The six historical years of `workshopId` (zeros where none stored); 404 when no such account. */
export async function getHistorical(db: DbOrTx, workshopId: number): Promise<HistoricalStatistics> {
  await assertWorkshop(db, workshopId);
  const stored = await storedHistory(db, workshopId);
  return { years: HISTORICAL_YEARS.map((y) => ({ year: y, months: stored.get(y) ?? zeros() })) };
}

/** Replaces the months of each year sent, in one transaction; answers all six years. */
export async function saveHistorical(
  db: DbOrTx,
  workshopId: number,
  input: HistoricalStatistics,
): Promise<HistoricalStatistics> {
  await assertWorkshop(db, workshopId);
  await withTransaction(db, async (tx) => {
    for (const { year, months } of input.years) {
      await tx
        .delete(historicalStatistics)
        .where(
          and(eq(historicalStatistics.workshopId, workshopId), eq(historicalStatistics.year, year)),
        );
      await tx
        .insert(historicalStatistics)
        .values(months.map((count, i) => ({ workshopId, year, month: i + 1, count })));
    }
  });
  return getHistorical(db, workshopId);
}
