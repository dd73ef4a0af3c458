/** Phones by the numbering plan (spec 000 §5): one check for the forms, the server and the import. */
import { describe, expect, it } from 'vitest';
import { checkPhone, isPossiblePhone, type PhoneKind } from './phone-plan';

describe('checkPhone', () => {
  it.each<[string, string, PhoneKind]>([
    // mobiles, however typed: as the spec's rule says (9–10 digits starting with 3)
    ['3331234567', '3331234567', 'mobile'],
    ['333 123 4567', '3331234567', 'mobile'],
    ['333.123.4567', '3331234567', 'mobile'],
    ['333-123-4567', '3331234567', 'mobile'],
    ['(333) 123 4567', '3331234567', 'mobile'],
    ['+39 333 1234567', '3331234567', 'mobile'],
    ['+393331234567', '3331234567', 'mobile'],
    ['0039 333 123 4567', '3331234567', 'mobile'],
    ['333123456', '333123456', 'mobile'],
    // real Italian fixed lines: kept, never sent to
    ['0612345678', '0612345678', 'not_mobile'],
    ['06 1234 5678', '0612345678', 'not_mobile'],
    ['0543/123456', '0543123456', 'not_mobile'],
    ['02 123456', '02123456', 'not_mobile'],
    ['+39 06 1234 5678', '+390612345678', 'not_mobile'],
    // special ranges of the plan: toll-free, premium
    ['800 123 456', '800123456', 'not_mobile'],
    ['899 123 456', '899123456', 'not_mobile'],
    // foreign numbers, with + or 00
    ['+44 20 7946 0958', '+442079460958', 'not_mobile'],
    ['0041 44 668 18 00', '0041446681800', 'not_mobile'],
    ['+1 202 555 0123', '+12025550123', 'not_mobile'],
    // numbers no plan has: the length was enough before, not now
    ['12345678', '12345678', 'invalid'],
    ['1234567890', '1234567890', 'invalid'],
    ['0000000', '0000000', 'invalid'],
    ['0987654321', '0987654321', 'invalid'],
    ['06123', '06123', 'invalid'],
    ['0699999999999', '0699999999999', 'invalid'],
    ['33312', '33312', 'invalid'],
    // a foreign number needs its + or 00; a country code alone is not a number
    ['442079460958', '442079460958', 'invalid'],
    ['+4412', '+4412', 'invalid'],
    ['+1234567890123456', '+1234567890123456', 'invalid'],
    // not a phone at all
    ['abc', 'abc', 'invalid'],
    ['333 12a 4567', '33312a4567', 'invalid'],
    ['06 1234 5678 int. 2', '0612345678int2', 'invalid'],
    ['++390612345678', '++390612345678', 'invalid'],
    ['', '', 'empty'],
    ['  ', '', 'empty'],
  ])('%s → %s (%s)', (typed, stored, kind) => {
    expect(checkPhone(typed)).toEqual({ phone: stored, kind });
    expect(isPossiblePhone(typed)).toBe(kind !== 'invalid');
  });

  it('is idempotent: what it stores checks the same', () => {
    for (const typed of ['+39 333 1234567', '06 1234 5678', '0041 44 668 18 00', '12345678']) {
      const first = checkPhone(typed);
      expect(checkPhone(first.phone)).toEqual(first);
    }
  });

  it('never throws, whatever it is given', () => {
    for (const odd of ['\u0000', '\ud800', '+'.repeat(300), '9'.repeat(10_000), '+39', '00'])
      expect(checkPhone(odd).kind).toBe('invalid');
  });
});
