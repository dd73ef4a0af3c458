import { describe, expect, it } from 'vitest';
import { italianHolidays } from './holidays';

describe('italianHolidays (date-holidays, IT public)', () => {
  it('has the national holidays and Easter Monday, not observances', async () => {
    const y2026 = await italianHolidays(2026);
    for (const d of [
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ])
      expect(y2026.has(d), d).toBe(true);
    expect(y2026.has('2026-05-10')).toBe(false); // Festa della mamma: observance
    expect((await italianHolidays(2027)).has('2027-03-29')).toBe(true); // Easter Monday 2027
  });
});
