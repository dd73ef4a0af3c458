import { describe, expect, it } from 'vitest';
import {
  bookableSlots,
  bookingWeekday,
  canCancel,
  dayState,
  firstFreeColumn,
  isClosedHoliday,
  isRowOpen,
  linkOfRandomId,
  makeRandomId,
  type OpeningHours,
} from './web-booking';
import { todayInRome } from './dates';
import { mulberry32 } from './prng';

const TIMES = ['8:00', '8:30', '9:00', '9:30'];
// Monday: rows 0 and 2 open; Saturday: row 1 only; other weekdays missing.
const HOURS: OpeningHours = { '1': ['s', 'n', 's', 'n'], '6': ['n', 's', 'n', 'n'] };
const open = (date: string, today = '2026-01-01') =>
  dayState({ date, today, hours: HOURS, closedMarker: false, holiday: false });

describe('weekday mapping (Monday 1 … Saturday 6, Sunday 0)', () => {
  it('maps known dates', () => {
    expect(bookingWeekday('2026-11-23')).toBe('1'); // Monday
    expect(bookingWeekday('2026-11-28')).toBe('6'); // Saturday
    expect(bookingWeekday('2026-11-29')).toBe('0'); // Sunday
    expect(bookingWeekday('2024-02-29')).toBe('4'); // Thursday, leap day
  });
  it("reads 's' and 'n' per row", () => {
    expect(isRowOpen(HOURS, '2026-11-23', 0)).toBe(true);
    expect(isRowOpen(HOURS, '2026-11-23', 1)).toBe(false);
    expect(isRowOpen(HOURS, '2026-11-28', 1)).toBe(true);
    expect(isRowOpen(HOURS, '2026-11-24', 0)).toBe(false); // Tuesday not configured
    expect(isRowOpen({ ...HOURS, '0': ['s', 's', 's', 's'] }, '2026-11-29', 0)).toBe(false);
    expect(isRowOpen(HOURS, '2026-11-23', 99)).toBe(false);
  });
});

describe('dayState', () => {
  it('past and today ask for a later date', () => {
    expect(open('2026-11-23', '2026-11-23')).toBe('past');
    expect(open('2026-11-23', '2026-11-24')).toBe('past');
    expect(open('2026-11-23', '2026-11-22')).toBe('open');
  });
  it('Sunday, CHIUSURA, holidays and days without s rows are closed', () => {
    expect(open('2026-11-29')).toBe('closed'); // Sunday
    expect(open('2026-11-24')).toBe('closed'); // Tuesday: no row
    expect(
      dayState({
        date: '2026-11-23',
        today: '2026-01-01',
        hours: HOURS,
        closedMarker: true,
        holiday: false,
      }),
    ).toBe('closed');
    expect(
      dayState({
        date: '2026-11-23',
        today: '2026-01-01',
        hours: HOURS,
        closedMarker: false,
        holiday: true,
      }),
    ).toBe('closed');
    expect(open('2026-11-28')).toBe('open');
  });
});

describe('simultaneous inspections 1–3', () => {
  const taken = [
    { row: 0, column: 1 },
    { row: 0, column: 3 },
    { row: 2, column: 2 },
  ];
  it('takes the first free column within 1..n', () => {
    expect(firstFreeColumn(taken, 0, 1)).toBeNull();
    expect(firstFreeColumn(taken, 0, 2)).toBe(2);
    expect(firstFreeColumn(taken, 0, 3)).toBe(2);
    expect(firstFreeColumn(taken, 2, 1)).toBe(1);
    expect(firstFreeColumn(taken, 2, 2)).toBe(1);
    expect(firstFreeColumn([...taken, { row: 0, column: 2 }], 0, 3)).toBeNull();
    // An appointment in a column past n (entered by staff) does not count.
    expect(firstFreeColumn([{ row: 1, column: 3 }], 1, 2)).toBe(1);
    expect(firstFreeColumn([], 1, 9)).toBe(1); // clamped
  });
  it('lists only the s rows, free or taken, with their labels', () => {
    const slots = bookableSlots({
      date: '2026-11-23',
      timetable: TIMES,
      hours: HOURS,
      simultaneous: 1,
      taken,
    });
    expect(slots).toEqual([
      { row: 0, time: '8:00', free: false },
      { row: 2, time: '9:00', free: true }, // column 2 is taken, column 1 is free
    ]);
    const three = bookableSlots({
      date: '2026-11-23',
      timetable: TIMES,
      hours: HOURS,
      simultaneous: 3,
      taken,
    });
    expect(three.map((s) => s.free)).toEqual([true, true]);
    // Rows past the timetable are never offered.
    expect(
      bookableSlots({
        date: '2026-11-23',
        timetable: ['8:00'],
        hours: HOURS,
        simultaneous: 1,
        taken: [],
      }),
    ).toEqual([{ row: 0, time: '8:00', free: true }]);
  });

  it('answers as isRowOpen and firstFreeColumn row by row, on random days', () => {
    // Seeded: the same 500 cases on every run.
    const random = mulberry32(42);
    const rnd = (n: number) => Math.floor(random() * n);
    const flags = () => Array.from({ length: 6 }, () => (rnd(3) === 0 ? 'n' : 's') as 's' | 'n');
    const hours: OpeningHours = { '0': flags(), '1': flags(), '3': flags(), '6': flags() };
    const timetable = ['8:00', '8:20', '8:40', '9:00', '9:20', '9:40', '10:00'];
    for (let i = 0; i < 500; i++) {
      const date = `2026-11-${String(22 + rnd(7)).padStart(2, '0')}`;
      const simultaneous = rnd(5) - 0.5; // clamped to 1..3, fractions truncated
      const taken = Array.from({ length: rnd(12) }, () => ({ row: rnd(8) - 1, column: rnd(5) }));
      const expected = timetable.flatMap((time, row) =>
        isRowOpen(hours, date, row)
          ? [{ row, time, free: firstFreeColumn(taken, row, simultaneous) !== null }]
          : [],
      );
      expect(bookableSlots({ date, timetable, hours, simultaneous, taken })).toEqual(expected);
    }
  });
});

describe('Italian holidays with workshop overrides', () => {
  const national = new Set(['2026-04-06', '2026-06-02', '2026-12-25']);
  it('closes national holidays unless opened, and added days', () => {
    expect(isClosedHoliday('2026-04-06', national)).toBe(true); // Easter Monday
    expect(isClosedHoliday('2026-04-07', national)).toBe(false);
    expect(isClosedHoliday('2026-06-02', national, { festivi_aperti: ['06-02'] })).toBe(false);
    expect(isClosedHoliday('2026-06-02', national, { festivi_aperti: ['2025-06-02'] })).toBe(true);
    expect(isClosedHoliday('2026-06-02', national, { festivi_aperti: ['2026-06-02'] })).toBe(false);
    expect(isClosedHoliday('2026-12-07', national, { festivi_aggiunti: ['12-07'] })).toBe(true); // Sant'Ambrogio
    expect(isClosedHoliday('2027-12-07', national, { festivi_aggiunti: ['12-07'] })).toBe(true);
  });
});

describe('Europe/Rome today at the DST changes, and the cancel deadline', () => {
  it('today follows the Rome wall clock', () => {
    // 2026-03-29 02:00 CET → 03:00 CEST.
    expect(todayInRome(Date.parse('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayInRome(Date.parse('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInRome(Date.parse('2026-03-29T21:59:00Z'))).toBe('2026-03-29'); // 23:59 CEST
    expect(todayInRome(Date.parse('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 2026-10-25 03:00 CEST → 02:00 CET: the day lasts 25 hours.
    expect(todayInRome(Date.parse('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayInRome(Date.parse('2026-10-25T22:59:00Z'))).toBe('2026-10-25'); // 23:59 CET
    expect(todayInRome(Date.parse('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
  it('cancel until 24:00 of the day before', () => {
    const at = (iso: string) => todayInRome(Date.parse(iso));
    // Booking on Monday 2026-10-26: Sunday 23:59 Rome (22:59Z, after the change) is fine.
    expect(canCancel('2026-10-26', at('2026-10-25T22:59:00Z'))).toBe(true);
    expect(canCancel('2026-10-26', at('2026-10-25T23:00:00Z'))).toBe(false);
    expect(canCancel('2026-03-30', at('2026-03-29T21:59:00Z'))).toBe(true);
    expect(canCancel('2026-03-30', at('2026-03-29T22:00:00Z'))).toBe(false);
    expect(canCancel('2026-03-30', '2026-03-31')).toBe(false);
  });
  it('a day is bookable from tomorrow on, at the DST change too', () => {
    const today = todayInRome(Date.parse('2026-03-28T23:30:00Z')); // Sunday 00:30 CET
    expect(open('2026-03-30', today)).toBe('open'); // Monday
    expect(open('2026-03-28', today)).toBe('past');
  });
});

describe('id_casuale', () => {
  it('is link_web + year + 20 characters, and gives its link back', () => {
    let seed = 7;
    const bytes = (n: number) =>
      Uint8Array.from({ length: n }, () => (seed = (seed * 131 + 17) % 256));
    const id = makeRandomId('rossi', 2026, bytes);
    expect(id).toMatch(/^rossi2026[A-Za-z0-9]{20}$/);
    expect(linkOfRandomId(id)).toBe('rossi');
    expect(linkOfRandomId('2026abc')).toBeNull();
    // All-255 bytes still give 20 characters.
    expect(makeRandomId('x', 2026, (n) => new Uint8Array(n).fill(255))).toHaveLength(1 + 4 + 20);
  });
});
