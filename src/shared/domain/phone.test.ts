/** Mobile phone rules (spec 000 §5, §9). */
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  internationalPhone,
  isSearchablePhone,
  isValidMobile,
  phoneDigits,
  typedPhone,
} from './phone';

describe('phone', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('333 12-34')).toBe('3331234');
    expect(phoneDigits('+39 (347) 111.2222')).toBe('393471112222');
    expect(phoneDigits('abc')).toBe('');
  });

  it('keeps digits and one + before them as typed (spec 000 §5)', () => {
    expect(typedPhone('abc12')).toBe('12');
    expect(typedPhone('333 12-34')).toBe('3331234');
    expect(typedPhone(' +44 20-79')).toBe('+442079');
    expect(typedPhone('++39')).toBe('+39');
    expect(typedPhone('12+3')).toBe('123');
    expect(typedPhone('+')).toBe('+');
    expect(typedPhone('abc')).toBe('');
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
