/** Recall due-date rules (spec 001 §2 sms_revisioni, §9; 000 §5). */
import { describe, expect, it } from 'vitest';
import {
  defaultRecallSelection,
  dueMonthOf,
  isValidAddress,
  monthRange,
  parseRecallRef,
  passes,
  recallCampaignName,
  recallRef,
  recallWindow,
  recallYearChoices,
} from './recalls';

describe('recall due dates', () => {
  it('biennial inspections are due two years later, annual ones one year later', () => {
    expect(dueMonthOf('2024-11-15', 0)).toBe('2026-11');
    expect(dueMonthOf('2024-11-15', 1)).toBe('2026-11');
    expect(dueMonthOf('2025-11-15', 2)).toBe('2026-11');
  });

  it('the window of month/year holds biennial of the year and annual of year + 1', () => {
    expect(recallWindow(2024, 11)).toEqual({
      biennial: { from: '2024-11-01', to: '2024-12-01' },
      annual: { from: '2025-11-01', to: '2025-12-01' },
      dueMonth: '2026-11-01',
      dueYear: 2026,
    });
  });

  it('month ranges cross the year in December and are half-open', () => {
    expect(monthRange(2024, 12)).toEqual({ from: '2024-12-01', to: '2025-01-01' });
    expect(monthRange(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  it('names the campaign with the due year (year + 2)', () => {
    expect(recallCampaignName(2024, 11)).toBe('RICHIAMI NOVEMBRE 2026');
    expect(recallCampaignName(2023, 1)).toBe('RICHIAMI GENNAIO 2025');
  });

  it('defaults to the current month in Rome and the year minus 2', () => {
    // 31 Dec 2026 23:30 UTC is already 1 Jan 2027 in Rome.
    expect(defaultRecallSelection(Date.UTC(2026, 11, 31, 23, 30))).toEqual({
      year: 2025,
      month: 1,
    });
    expect(defaultRecallSelection(Date.UTC(2026, 10, 20, 12))).toEqual({ year: 2024, month: 11 });
    // 31 Oct 2026 22:30 UTC is 31 Oct 23:30 in Rome (CET), still October.
    expect(defaultRecallSelection(Date.UTC(2026, 9, 31, 22, 30))).toEqual({
      year: 2024,
      month: 10,
    });
  });

  it('offers expiry years from the current to + 4', () => {
    expect(recallYearChoices(Date.UTC(2026, 5, 1))).toEqual([2026, 2027, 2028, 2029, 2030]);
  });
});

describe('recall refs and filters', () => {
  it('round-trips refs and rejects others', () => {
    expect(recallRef('2026-11-01', 'A', 123)).toBe('R-2026-11-A123');
    expect(parseRecallRef('R-2026-11-M7')).toEqual({ dueMonth: '2026-11', source: 'M', id: 7 });
    expect(parseRecallRef('P-2026-7')).toBeNull();
    expect(parseRecallRef(null)).toBeNull();
  });

  it('addresses need 20 characters; tri-state filters', () => {
    expect(isValidAddress('VIA ROMA 1 00100 RM')).toBe(false);
    expect(isValidAddress('VIA ROMA 10 00100 RM')).toBe(true);
    expect([
      passes('any', false),
      passes('si', true),
      passes('si', false),
      passes('no', false),
    ]).toEqual([true, true, false, true]);
  });
});
