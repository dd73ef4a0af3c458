/** Inspection due dates (spec 000 §5): biennial, annual for type 2, end of month. */
import { describe, expect, it } from 'vitest';
import { inspectionExpiry, inspectionIntervalYears, inspectionNotYetDue } from './inspection';

describe('inspection expiry', () => {
  it('is biennial for cars and motorbikes, annual for taxi/NCC', () => {
    expect(inspectionIntervalYears(0)).toBe(2);
    expect(inspectionIntervalYears(1)).toBe(2);
    expect(inspectionIntervalYears(2)).toBe(1);
  });

  it('runs to the end of the month', () => {
    expect(inspectionExpiry('2025-03-10', 1)).toBe('2027-03-31');
    expect(inspectionExpiry('2025-03-10', 2)).toBe('2026-03-31');
    expect(inspectionExpiry('2024-02-29', 0)).toBe('2026-02-28');
    expect(inspectionExpiry('2023-02-01', 2)).toBe('2024-02-29');
  });

  it('warns when booking before the month of expiry', () => {
    expect(inspectionNotYetDue('2025-03-10', 1, '2026-11-20')).toBe(true);
    expect(inspectionNotYetDue('2025-03-10', 1, '2027-03-01')).toBe(false);
    expect(inspectionNotYetDue('2025-03-10', 1, '2027-05-01')).toBe(false);
    expect(inspectionNotYetDue('2025-03-10', 2, '2026-03-15')).toBe(false);
    expect(inspectionNotYetDue('2025-03-10', 2, '2026-02-15')).toBe(true);
  });
});
