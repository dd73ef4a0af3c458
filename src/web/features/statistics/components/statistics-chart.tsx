/**
 * The statistics' bar chart, in its own lazily loaded chunk with `@mantine/charts` and
 * recharts (a chunk of its own: charts never in the grid's bundle).
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Statistics } from '@shared/contracts/statistics';
import { chartData } from '../lib/chart-data';
import { STATISTICS_TEXTS as T } from '../texts';

const COLORS = ['blue.3', 'blue.5', 'blue.8'];

export default function StatisticsChart({ stats }: { stats: Statistics }) {
  const { rows, series } = chartData(stats, T.months);
  const offset = COLORS.length - series.length;
  return (
    <BarChart
      h={280}
      data={rows}
      dataKey="month"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      series={series.map((name, i) => ({ name, color: COLORS[offset + i]! }))}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      aria-label={T.chartTitle}
    />
  );
}
