/** Grid time slots (spec 000 §3 orari_tabella, §9: 26 half-hours 7:30–20:00). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMETABLE,
  formatClock,
  generateTimetable,
  parseClock,
  parseTimetableText,
  TIMETABLE_GENERATOR_DEFAULTS,
  TIMETABLE_MAX_ROWS,
  timetableProblem,
} from './timetable';

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

describe('timetable validation (spec 001 §2 Valida)', () => {
  it('accepts the default and any increasing list of H:MM labels', () => {
    expect(timetableProblem(DEFAULT_TIMETABLE)).toBeNull();
    expect(timetableProblem(['8:00', '8:20', '9:00', '15:30'])).toBeNull();
    expect(timetableProblem(['0:00'])).toBeNull();
  });

  it('refuses an empty list, a malformed label, a repeat or a step back', () => {
    expect(timetableProblem([])).toEqual({ problem: 'empty', index: -1 });
    expect(timetableProblem(['8:00', '8.30'])).toEqual({ problem: 'bad_time', index: 1 });
    expect(timetableProblem(['8:00', '24:00'])).toEqual({ problem: 'bad_time', index: 1 });
    expect(timetableProblem(['8:00', '8:00'])).toEqual({ problem: 'not_ascending', index: 1 });
    expect(timetableProblem(['9:00', '8:30'])).toEqual({ problem: 'not_ascending', index: 1 });
  });

  it('refuses more than 96 rows', () => {
    const all = generateTimetable('0:00', '23:45', 15);
    expect(all).toHaveLength(TIMETABLE_MAX_ROWS);
    expect(timetableProblem(all)).toBeNull();
    expect(timetableProblem([...all, '23:59'])).toMatchObject({ problem: 'too_long' });
  });

  it('generates the default timetable from the generator defaults', () => {
    const { from, to, everyMinutes } = TIMETABLE_GENERATOR_DEFAULTS;
    expect(generateTimetable(from, to, everyMinutes)).toEqual(DEFAULT_TIMETABLE);
  });
});

describe('parseTimetableText', () => {
  it('reads one label per line, trimming blanks and normalising 07:30', () => {
    expect(parseTimetableText(' 07:30\n8:00\n\n 8:30 \n')).toEqual(['7:30', '8:00', '8:30']);
    expect(parseTimetableText('8:00, 8:30; 9:00')).toEqual(['8:00', '8:30', '9:00']);
  });

  it('reads the JSON list of the spec', () => {
    expect(parseTimetableText('["7:30", "08:00"]')).toEqual(['7:30', '8:00']);
  });

  it('keeps malformed labels for the validator and refuses malformed JSON', () => {
    expect(parseTimetableText('8:00\notto')).toEqual(['8:00', 'otto']);
    expect(parseTimetableText('["7:30",')).toBeNull();
    expect(parseTimetableText('[7, 8]')).toBeNull();
    expect(parseTimetableText('')).toEqual([]);
  });
});
