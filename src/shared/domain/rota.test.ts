/** Staff rota (+mod_kuma, spec 000 §2): weekly rotation from Monday 2020-01-20. */
import { describe, expect, it } from 'vitest';
import { ROTA_BASE_MONDAY, rotaFor, rotaWeek } from './rota';

const three = ['ANNA', 'BRUNO', 'CARLA'];

describe('rota', () => {
  it('counts weeks from the base Monday', () => {
    expect(ROTA_BASE_MONDAY).toBe('2020-01-20');
    expect(rotaWeek('2020-01-20')).toBe(0);
    expect(rotaWeek('2020-01-26')).toBe(0);
    expect(rotaWeek('2020-01-27')).toBe(1);
    expect(rotaWeek('2020-01-19')).toBe(-1);
  });

  it('rotates three people over mattina, pomeriggio, spezzato', () => {
    const people = (date: string) => rotaFor(date, three).map((e) => `${e.shift}:${e.person}`);
    expect(people('2020-01-22')).toEqual(['mattina:ANNA', 'pomeriggio:BRUNO', 'spezzato:CARLA']);
    expect(people('2020-01-27')).toEqual(['mattina:CARLA', 'pomeriggio:ANNA', 'spezzato:BRUNO']);
    expect(people('2020-02-03')).toEqual(['mattina:BRUNO', 'pomeriggio:CARLA', 'spezzato:ANNA']);
    expect(people('2020-02-10')).toEqual(people('2020-01-20'));
    expect(people('2020-01-13')).toEqual(people('2020-02-03')); // before the base too
  });

  it('rotates two people over mattina and spezzato', () => {
    expect(rotaFor('2020-01-20', ['ANNA', 'BRUNO'])).toEqual([
      { shift: 'mattina', person: 'ANNA' },
      { shift: 'spezzato', person: 'BRUNO' },
    ]);
    expect(rotaFor('2020-01-27', ['ANNA', 'BRUNO'])).toEqual([
      { shift: 'mattina', person: 'BRUNO' },
      { shift: 'spezzato', person: 'ANNA' },
    ]);
  });

  it('is empty for other numbers of people', () => {
    expect(rotaFor('2020-01-20', [])).toEqual([]);
    expect(rotaFor('2020-01-20', ['ANNA'])).toEqual([]);
  });
});
