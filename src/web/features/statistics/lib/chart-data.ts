/**
 * The bar chart's rows: one per month, one series per year among the last `years` shown
 * (spec 001 §2 statistiche: a chart beside the table).
 */
import type { Statistics } from '@shared/contracts/statistics';

export type ChartRow = { month: string } & Record<string, number | string>;

/** Rows `{ month: 'Gen', '2024': 10, '2025': 12 }` and the series names, oldest year first. */
export function chartData(
  stats: Statistics,
  monthLabels: readonly string[],
  years = 3,
): { rows: ChartRow[]; series: string[] } {
  const shown = stats.years.slice(-years);
  const series = shown.map((y) => String(y.year));
  const rows = monthLabels.map((month, m) => {
    const row: ChartRow = { month };
    for (const y of shown) row[String(y.year)] = y.months[m] ?? 0;
    return row;
  });
  return { rows, series };
}
