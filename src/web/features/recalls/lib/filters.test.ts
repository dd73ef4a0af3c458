import { describe, expect, it } from 'vitest';
import { choiceCounts, NO_FILTERS } from './filters';

const row = (recallStatus: number, phoneValid: boolean) => ({
  recallStatus,
  letter: 0,
  phoneValid,
  addressValid: false,
});

describe('choiceCounts', () => {
  it('counts each choice under the other filters', () => {
    const items = [row(0, true), row(1, true), row(2, false), row(0, false)];
    expect(choiceCounts(items, NO_FILTERS, 'sms')).toEqual({ si: 2, no: 2, any: 4 });
    expect(choiceCounts(items, { ...NO_FILTERS, phone: 'si' }, 'sms')).toEqual({
      si: 1,
      no: 1,
      any: 2,
    });
    // Its own value does not change its counts.
    expect(choiceCounts(items, { ...NO_FILTERS, sms: 'no' }, 'sms')).toEqual({
      si: 2,
      no: 2,
      any: 4,
    });
  });
});
