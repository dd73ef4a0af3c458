/** Calendar dates in Europe/Rome; the suite runs with TZ=UTC. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDotted,
  formatLongItalian,
  formatSlashed,
  isIsoDate,
  todayInRome,
  weekdayMondayFirst,
  yearOf,
} from './dates';

describe('dates', () => {
  it('runs in UTC here, so Rome logic is really tested', () => {
    expect(process.env.TZ).toBe('UTC');
  });

  it("gives Rome's day, not the machine's", () => {
    // 23:30 UTC on a summer day is 01:30 of the next day in Rome (CEST, +2).
    expect(todayInRome(Date.parse('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    // In winter (CET, +1) 22:59 UTC is still the same day, 23:00 is the next.
    expect(todayInRome(Date.parse('2026-01-10T22:59:00Z'))).toBe('2026-01-10');
    expect(todayInRome(Date.parse('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
  });

  it('validates real calendar days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // DST starts 2026-03-29
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it('counts weekdays Monday first', () => {
    expect(weekdayMondayFirst('2026-11-16')).toBe(0); // Monday
    expect(weekdayMondayFirst('2026-11-22')).toBe(6); // Sunday
  });

  it('formats in Italian', () => {
    expect(formatLongItalian('2026-11-20')).toBe('venerdì 20 novembre 2026');
    expect(formatDotted('2026-11-20')).toBe('20.11.2026');
    expect(formatSlashed('2026-11-20')).toBe('20/11/2026');
    expect(yearOf('2026-11-20')).toBe(2026);
  });
});

describe("Rome day boundaries (messaging: today's WhatsApp count, invio automatico)", () => {
  it('starts a Rome day at 23:00 or 22:00 UTC (winter / summer time)', async () => {
    const { romeDayStart, romeClock } = await import('./dates');
    expect(romeDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(romeDayStart('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
    expect(romeClock(Date.parse('2026-07-15T06:30:00Z'))).toBe('08:30');
    expect(romeClock(Date.parse('2026-01-15T06:30:00Z'))).toBe('07:30');
  });
});
