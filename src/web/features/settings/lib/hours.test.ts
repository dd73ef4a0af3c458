import { describe, expect, it } from 'vitest';
import { copyMonday, fillAll, lines, morningsOnly, normaliseHours, toggle } from './hours';

describe('opening-hours grid', () => {
  it('normalises, fills, copies and toggles', () => {
    const h = normaliseHours({ '1': ['s'] }, 3);
    expect(h['1']).toEqual(['s', 'n', 'n']);
    expect(h['6']).toEqual(['n', 'n', 'n']);
    expect(Object.keys(h)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(fillAll(2, 's')['4']).toEqual(['s', 's']);
    expect(copyMonday(toggle(h, '1', 2))['5']).toEqual(['s', 'n', 's']);
    expect(morningsOnly(['12:30', '13:00'])['2']).toEqual(['s', 'n']);
    expect(lines(' 12-07 \n\n2026-06-02')).toEqual(['12-07', '2026-06-02']);
  });
});
