/** Text normalisation and the letter flag (spec 000 §5). */
import { describe, expect, it } from 'vitest';
import { letterFlagFor, normalizePlate, normalizeSurname, upper } from './text';

describe('text normalisation', () => {
  it('uppercases with Italian letters', () => {
    expect(upper('perché è così')).toBe('PERCHÉ È COSÌ');
  });
  it('trims and uppercases the name', () => {
    expect(normalizeSurname('  de luca ')).toBe('DE LUCA');
  });
  it('uppercases the plate and drops spaces', () => {
    expect(normalizePlate(' ab 123 cd ')).toBe('AB123CD');
  });
});

describe('letter flag', () => {
  const address20 = 'VIA ROMA 10, MILANO!'; // 20 characters
  it('turns on when holder > 5 and address > 19', () => {
    expect(address20).toHaveLength(20);
    expect(letterFlagFor('ROSSIM', address20)).toBe(true);
  });
  it('stays off at the limits', () => {
    expect(letterFlagFor('ROSSI', address20)).toBe(false); // holder 5
    expect(letterFlagFor('ROSSIM', address20.slice(0, 19))).toBe(false); // address 19
    expect(letterFlagFor('   ROSSI   ', address20)).toBe(false); // spaces do not count
  });
});
