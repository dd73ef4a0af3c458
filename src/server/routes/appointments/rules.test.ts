/** Pure rules of appointment writes (spec 000 §4, §5). */
import { describe, expect, it } from 'vitest';
import {
  noteWithReason,
  reasonText,
  recallStatusAfterSwitch,
  reminderStatusAfterSwitch,
  reminderStatusOfCopy,
} from './rules';
import { vehicleSearchBy } from './vehicles';

describe('reminder switch', () => {
  it('on: schedules unless already in a state ≥ 1', () => {
    expect(reminderStatusAfterSwitch(true, 0)).toBe(1);
    for (const s of [1, 2, 3, 4, 5]) expect(reminderStatusAfterSwitch(true, s)).toBe(s);
  });
  it('off: clears unless already sent (2, 3, 4)', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => reminderStatusAfterSwitch(false, s))).toEqual([
      0, 0, 2, 3, 4, 0,
    ]);
  });
  it('copy: 1 if the source had any reminder state', () => {
    expect([0, 1, 2, 5].map(reminderStatusOfCopy)).toEqual([0, 1, 1, 1]);
  });
});

describe('recall switch', () => {
  it('keeps a sent recall, schedules or clears otherwise', () => {
    expect([0, 1, 2].map((s) => recallStatusAfterSwitch(true, s))).toEqual([1, 1, 2]);
    expect([0, 1, 2].map((s) => recallStatusAfterSwitch(false, s))).toEqual([0, 0, 2]);
  });
});

describe('state reason', () => {
  it('is appended uppercased', () => {
    expect(noteWithReason('CLIENTE', ' freni ')).toBe('CLIENTE - FRENI');
    expect(noteWithReason('', 'perché sì')).toBe('PERCHÉ SÌ');
    expect(noteWithReason('CLIENTE', '  ')).toBe('CLIENTE');
    expect(reasonText(undefined)).toBe('');
  });
});

describe('vehicle search choice', () => {
  it('prefers a 9–10 digit phone, then the plate', () => {
    expect(vehicleSearchBy('0612345678', 'AB12')).toEqual({ by: 'phone', value: '0612345678' });
    expect(vehicleSearchBy('12', 'AB12')).toEqual({ by: 'plate', value: 'AB12' });
  });
  it('explains what is missing', () => {
    expect(() => vehicleSearchBy('12', '')).toThrow(/^Numero di telefono non valido$/);
    expect(() => vehicleSearchBy('', '')).toThrow(
      'Numero di telefono non valido e targa non inserita',
    );
  });
});
