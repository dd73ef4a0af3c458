import { describe, expect, it } from 'vitest';
import {
  buildMonthMatrix,
  isSelectable,
  italianMonthName,
  monthOf,
  shiftMonth,
  yearBounds,
} from './calendar-matrix';

describe('calendar widget matrix (spec 000 §2: Monday first, 6×7)', () => {
  it('starts on the Monday on or before the 1st and always has 6 weeks of 7 days', () => {
    // November 2026 starts on a Sunday: six leading days of October.
    const m = buildMonthMatrix({ year: 2026, month: 11 });
    expect(m).toHaveLength(6);
    for (const week of m) expect(week).toHaveLength(7);
    expect(m[0]![0]).toEqual({ iso: '2026-10-26', day: 26, inMonth: false });
    expect(m[0]![6]).toEqual({ iso: '2026-11-01', day: 1, inMonth: true });
    expect(m[5]![6]).toEqual({ iso: '2026-12-06', day: 6, inMonth: false });
    expect(m.flat().filter((c) => c.inMonth)).toHaveLength(30);
  });

  it('has no leading days when the month starts on Monday, and handles leap February', () => {
    const m = buildMonthMatrix({ year: 2027, month: 2 }); // 1 Feb 2027 is a Monday
    expect(m[0]![0]!.iso).toBe('2027-02-01');
    expect(
      buildMonthMatrix({ year: 2028, month: 2 })
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(29);
  });

  it('crosses the year boundary for January and December', () => {
    expect(buildMonthMatrix({ year: 2026, month: 1 })[0]![0]!.iso).toBe('2025-12-29');
    expect(buildMonthMatrix({ year: 2026, month: 12 })[5]![6]!.iso).toBe('2027-01-10');
  });

  it('reads the month of an ISO date and names it in Italian', () => {
    expect(monthOf('2026-11-20')).toEqual({ year: 2026, month: 11 });
    expect(italianMonthName(11)).toBe('Novembre');
    expect(italianMonthName(1)).toBe('Gennaio');
  });
});

describe('calendar widget bounds (only days within the first and last available year)', () => {
  const bounds = yearBounds([2026, 2024, 2025], '2026-05-01');

  it('uses the first and last available year, or today’s year when there are none', () => {
    expect(bounds).toEqual({ first: 2024, last: 2026 });
    expect(yearBounds([], '2026-05-01')).toEqual({ first: 2026, last: 2026 });
  });

  it('allows days inside the bounds only', () => {
    expect(isSelectable('2024-01-01', bounds)).toBe(true);
    expect(isSelectable('2026-12-31', bounds)).toBe(true);
    expect(isSelectable('2023-12-31', bounds)).toBe(false);
    expect(isSelectable('2027-01-01', bounds)).toBe(false);
  });

  it('moves months and years but stops at the bounds', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1, bounds)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1, bounds)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2025, month: 3 }, -12, bounds)).toEqual({ year: 2024, month: 3 });
    expect(shiftMonth({ year: 2024, month: 1 }, -1, bounds)).toBeNull();
    expect(shiftMonth({ year: 2026, month: 12 }, 1, bounds)).toBeNull();
    expect(shiftMonth({ year: 2026, month: 5 }, 12, bounds)).toBeNull();
  });
});
