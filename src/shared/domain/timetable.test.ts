/** Grid time slots (spec 000 §3 orari_tabella, §9: 26 half-hours 7:30–20:00). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMETABLE, formatClock, generateTimetable, parseClock } from './timetable';

describe('timetable', () => {
  it('has 26 labels from 7:30 to 20:00 by default', () => {
    expect(DEFAULT_TIMETABLE).toHaveLength(26);
    expect(DEFAULT_TIMETABLE[0]).toBe('7:30');
    expect(DEFAULT_TIMETABLE[1]).toBe('8:00');
    expect(DEFAULT_TIMETABLE[25]).toBe('20:00');
  });

  it('generates other ranges and steps', () => {
    expect(generateTimetable('08:00', '9:00', 20)).toEqual(['8:00', '8:20', '8:40', '9:00']);
    expect(generateTimetable('8:00', '8:00', 30)).toEqual(['8:00']);
  });

  it('refuses malformed times and ranges', () => {
    expect(() => generateTimetable('25:00', '26:00', 30)).toThrow(RangeError);
    expect(() => generateTimetable('9:00', '8:00', 30)).toThrow(RangeError);
    expect(() => generateTimetable('8:00', '9:00', 0)).toThrow(RangeError);
  });

  it('parses and formats clock times', () => {
    expect(parseClock('7:30')).toBe(450);
    expect(parseClock(' 07:30 ')).toBe(450);
    expect(parseClock('7.30')).toBeNull();
    expect(parseClock('12:60')).toBeNull();
    expect(formatClock(450)).toBe('7:30');
    expect(formatClock(1200)).toBe('20:00');
  });
});
