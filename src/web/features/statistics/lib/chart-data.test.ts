import { describe, expect, it } from 'vitest';
import { chartData } from './chart-data';

const year = (y: number, jan: number) => ({
  year: y,
  months: [jan, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
  total: jan + 1,
  historical: false,
});

describe('statistics chart data', () => {
  it('keeps the last years as series, one row per month', () => {
    const stats = {
      years: [year(2022, 1), year(2023, 2), year(2024, 3), year(2025, 4)],
      monthTotals: [10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4],
      total: 14,
    };
    const labels = ['G', 'F', 'M', 'A', 'M', 'G', 'L', 'A', 'S', 'O', 'N', 'D'];
    const { rows, series } = chartData(stats, labels);
    expect(series).toEqual(['2023', '2024', '2025']);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: 'G', '2023': 2, '2024': 3, '2025': 4 });
  });
});
