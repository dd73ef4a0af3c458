import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import { fromRowOptions, isValidBlockRange, toRowOptions } from './block-range';

describe('Blocca orari choices (spec 000 §5: rows from ≤ r < to)', () => {
  it('offers every slot as "Dalle" with its row index', () => {
    const opts = fromRowOptions(DEFAULT_TIMETABLE);
    expect(opts).toHaveLength(26);
    expect(opts[0]).toEqual({ value: '0', label: '7:30' });
    expect(opts[25]).toEqual({ value: '25', label: '20:00' });
  });

  it('offers every slot and the end of the last one as "Alle"', () => {
    const opts = toRowOptions(DEFAULT_TIMETABLE);
    expect(opts).toHaveLength(27);
    expect(opts[3]).toEqual({ value: '3', label: '9:00' });
    expect(opts[26]).toEqual({ value: '26', label: '20:30' });
    expect(toRowOptions(['8:00', '8:20'])[2]).toEqual({ value: '2', label: '8:40' });
    expect(toRowOptions(['mattina', 'sera'])[2]).toEqual({ value: '2', label: 'Fine giornata' });
    expect(toRowOptions([])).toEqual([]);
  });

  it('needs the first hour lower than the second', () => {
    expect(isValidBlockRange(2, 4)).toBe(true);
    expect(isValidBlockRange(4, 4)).toBe(false);
    expect(isValidBlockRange(5, 4)).toBe(false);
  });
});
