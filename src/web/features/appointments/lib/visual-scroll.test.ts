/** Scorrimento visuale: the row of the current time in Europe/Rome. */
import { describe, expect, it } from 'vitest';
import { minutesInRome, rowAtClock, selectionScroll } from './visual-scroll';

const TIMETABLE = ['7:30', '8:00', '8:30', '9:00', '9:30'];

describe('minutesInRome', () => {
  it('reads the wall clock of Rome, winter and summer', () => {
    expect(minutesInRome(Date.UTC(2031, 0, 15, 8, 40))).toBe(9 * 60 + 40); // CET +1
    expect(minutesInRome(Date.UTC(2031, 6, 15, 6, 5))).toBe(8 * 60 + 5); // CEST +2
    expect(minutesInRome(Date.UTC(2031, 0, 15, 23, 10))).toBe(10); // past midnight in Rome
  });
});

describe('rowAtClock', () => {
  it('is the last row started, 0 before the first', () => {
    expect(rowAtClock(TIMETABLE, 7 * 60)).toBe(0);
    expect(rowAtClock(TIMETABLE, 8 * 60)).toBe(1);
    expect(rowAtClock(TIMETABLE, 8 * 60 + 29)).toBe(1);
    expect(rowAtClock(TIMETABLE, 23 * 60)).toBe(4);
    expect(rowAtClock(['x', '8:00'], 7 * 60)).toBe(0);
  });
});

describe('selectionScroll', () => {
  it('is smooth and centred only with Scorrimento visuale', () => {
    expect(selectionScroll(true)).toMatchObject({ behavior: 'smooth', block: 'center' });
    expect(selectionScroll(false)).toEqual({ block: 'nearest', inline: 'nearest' });
  });
});
