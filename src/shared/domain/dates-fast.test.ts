/**
 * The hot-path date helpers give dayjs's answers: `todayInRome` against
 * `dayjs(now).tz('Europe/Rome')` on 10,000 random instants plus every minute around the
 * DST changes of Europe/Rome, `isIsoDate` against dayjs's strict parse on 10,000 random
 * strings of the right shape (valid and invalid days); the calendar arithmetic and Italian
 * formats of `iso-date.ts` against dayjs on 10,000 random dates.
 */
import { describe, expect, it } from 'vitest';
import { dayjs, isIsoDate, ROME, todayInRome } from './dates';
import {
  addDays,
  daysBetween,
  formatDotted,
  formatLongItalian,
  formatSlashed,
  weekdayMondayFirst,
} from './iso-date';
import { inspectionExpiry, inspectionIntervalYears } from './inspection';
import { formatMonthItalian } from './templates';
import { mulberry32 } from './prng';

const viaDayjs = (now: number) => dayjs(now).tz(ROME).format('YYYY-MM-DD');
const strictDayjs = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v, 'YYYY-MM-DD', true).isValid();

describe('todayInRome', () => {
  it('matches dayjs on 10,000 random instants (1971–2099)', () => {
    const rnd = mulberry32(12);
    const from = Date.UTC(1971, 0, 1);
    const to = Date.UTC(2099, 11, 31);
    for (let i = 0; i < 10_000; i++) {
      const now = Math.floor(from + rnd() * (to - from));
      expect(todayInRome(now), new Date(now).toISOString()).toBe(viaDayjs(now));
    }
  });

  it('matches dayjs every minute around the DST changes and midnights of Europe/Rome', () => {
    // 2026-03-29 (02:00 → 03:00) and 2026-10-25 (03:00 → 02:00), 2027 too; ±26 h each side.
    const edges = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2027-03-28T01:00:00Z',
      '2027-10-31T01:00:00Z',
    ];
    for (const edge of edges) {
      const t = Date.parse(edge);
      for (let m = -26 * 60; m <= 26 * 60; m++) {
        const now = t + m * 60_000 + (m % 7) * 997; // not only whole minutes
        expect(todayInRome(now), new Date(now).toISOString()).toBe(viaDayjs(now));
      }
    }
  });

  it('changes day exactly at Rome midnight (winter UTC+1, summer UTC+2)', () => {
    expect(todayInRome(Date.parse('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(todayInRome(Date.parse('2026-01-14T23:00:00.000Z'))).toBe('2026-01-15');
    expect(todayInRome(Date.parse('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    expect(todayInRome(Date.parse('2026-07-14T22:00:00.000Z'))).toBe('2026-07-15');
  });
});

describe('isIsoDate', () => {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');

  it('matches dayjs strict parsing on 10,000 random YYYY-MM-DD strings', () => {
    const rnd = mulberry32(34);
    let valid = 0;
    for (let i = 0; i < 10_000; i++) {
      const y = 1000 + Math.floor(rnd() * 9000);
      const m = Math.floor(rnd() * 14); // 00–13
      const d = Math.floor(rnd() * 33); // 00–32
      const v = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
      expect(isIsoDate(v), v).toBe(strictDayjs(v));
      if (isIsoDate(v)) valid++;
    }
    expect(valid).toBeGreaterThan(5000);
  });

  it('knows leap years and refuses other shapes', () => {
    for (const v of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])
      expect(isIsoDate(v), v).toBe(true);
    for (const v of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-13-01',
      '2026-1-01',
      '2026-01-01 ',
      ' 2026-01-01',
      '2026/01/01',
      '',
      '20260101',
    ])
      expect(isIsoDate(v), v).toBe(false);
    for (const v of ['2024-02-29', '1900-02-29', '2026-04-31', '2026-13-01'])
      expect(isIsoDate(v), v).toBe(strictDayjs(v));
  });
});

describe('calendar arithmetic and Italian formats without dayjs', () => {
  /** 10,000 random ISO dates 1900–2199 (seeded), with a random offset of ±1000 days. */
  const cases = (() => {
    const rnd = mulberry32(20261122);
    const day0 = Date.UTC(1900, 0, 1);
    const span = Date.UTC(2200, 0, 1) - day0;
    return Array.from({ length: 10_000 }, () => ({
      date: new Date(day0 + Math.floor(rnd() * span)).toISOString().slice(0, 10),
      other: new Date(day0 + Math.floor(rnd() * span)).toISOString().slice(0, 10),
      days: Math.floor(rnd() * 2001) - 1000,
    }));
  })();

  it('addDays, daysBetween and weekdayMondayFirst match dayjs on 10,000 random dates', () => {
    for (const { date, other, days } of cases) {
      expect(addDays(date, days)).toBe(dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD'));
      expect(daysBetween(date, other)).toBe(dayjs.utc(other).diff(dayjs.utc(date), 'day'));
      expect(weekdayMondayFirst(date)).toBe((dayjs.utc(date).day() + 6) % 7);
    }
  });

  it('formatLongItalian, formatDotted and formatSlashed match dayjs on 10,000 random dates', () => {
    for (const { date } of cases) {
      const d = dayjs.utc(date);
      expect(formatLongItalian(date)).toBe(d.locale('it').format('dddd D MMMM YYYY'));
      expect(formatDotted(date)).toBe(d.format('DD.MM.YYYY'));
      expect(formatSlashed(date)).toBe(d.format('DD/MM/YYYY'));
    }
  });

  it('inspectionExpiry and formatMonthItalian match their dayjs forms on 10,000 random dates', () => {
    for (const { date } of cases) {
      for (const type of [1, 2])
        expect(inspectionExpiry(date, type)).toBe(
          dayjs
            .utc(date)
            .add(inspectionIntervalYears(type), 'year')
            .endOf('month')
            .format('YYYY-MM-DD'),
        );
      expect(formatMonthItalian(date)).toBe(dayjs.utc(date).locale('it').format('MMMM YYYY'));
    }
  });

  it('crosses month, leap-day and year boundaries, and the DST Sundays of Europe/Rome', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(formatLongItalian('2026-11-20')).toBe('venerdì 20 novembre 2026');
  });
});
