/** Mobile phone rules (spec 000 §5, §9). */
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  internationalPhone,
  isSearchablePhone,
  isStorablePhone,
  isValidMobile,
  normalizePhone,
  phoneDigits,
} from './phone';

describe('phone', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('333 12-34')).toBe('3331234');
    expect(phoneDigits('+39 (347) 111.2222')).toBe('393471112222');
    expect(phoneDigits('abc')).toBe('');
  });

  it('accepts 9–10 digits starting with 3 as a mobile', () => {
    expect(isValidMobile('333123456')).toBe(true);
    expect(isValidMobile('3331234567')).toBe(true);
    expect(isValidMobile('33312345')).toBe(false); // 8 digits
    expect(isValidMobile('33312345678')).toBe(false); // 11 digits
    expect(isValidMobile('0612345678')).toBe(false); // landline
    expect(isValidMobile('333 123 4567')).toBe(false); // not digits only
    expect(isValidMobile('')).toBe(false);
  });

  it('searches vehicles by any 9–10 digit number', () => {
    expect(isSearchablePhone('0612345678')).toBe(true);
    expect(isSearchablePhone('061234567')).toBe(true);
    expect(isSearchablePhone('06123456')).toBe(false);
    expect(isSearchablePhone('06123456789')).toBe(false);
  });

  it('formats for reading and for providers', () => {
    expect(formatPhone('3331234567')).toBe('333 123 4567');
    expect(formatPhone('333123456')).toBe('333 123 456');
    expect(formatPhone('12345')).toBe('12345');
    expect(internationalPhone('333 123 4567')).toBe('+393331234567');
  });
});

describe('normalizePhone (one rule for the forms, the server and the import)', () => {
  it.each([
    // mobiles, however typed
    ['3331234567', '3331234567', true, true],
    ['333 123 4567', '3331234567', true, true],
    ['333.123.4567', '3331234567', true, true],
    ['333-123-4567', '3331234567', true, true],
    ['(333) 123 4567', '3331234567', true, true],
    ['+39 333 1234567', '3331234567', true, true],
    ['+393331234567', '3331234567', true, true],
    ['0039 333 123 4567', '3331234567', true, true],
    ['333123456', '333123456', true, true],
    // landlines: stored, never sent to
    ['0612345678', '0612345678', true, false],
    ['06 1234 5678', '0612345678', true, false],
    ['0543/123456', '0543123456', true, false],
    ['+39 06 1234 5678', '+390612345678', true, false],
    // foreign numbers: stored, never sent to
    ['+44 20 7946 0958', '+442079460958', true, false],
    ['0041 44 668 18 00', '0041446681800', true, false],
    // not a phone
    ['abc', 'abc', false, false],
    ['333 12a 4567', '33312a4567', false, false],
    ['12345', '12345', false, false],
    ['+1234567890123456', '+1234567890123456', false, false],
    ['', '', false, false],
  ])('%s → %s (storable %s, mobile %s)', (typed, stored, storable, mobile) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(isStorablePhone(normalizePhone(typed))).toBe(storable);
    expect(isValidMobile(normalizePhone(typed))).toBe(mobile);
  });
});
