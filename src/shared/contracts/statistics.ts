/**
 * STATISTICHE — "Risultati Revisioni" (spec 001 §2 statistiche, §9): inspections done
 * (stato 2 or 3) per month of each year, with totals. With +mod_kuma the years 2015–2020
 * show the historical figures the super-admin typed in (the spec does not give them);
 * only the super-admin reads and writes those (`access: 'admin'`). "Promemoria e presenze"
 * (`getAttendanceStatistics`): reminders sent, the customers' answers from their personal
 * link (docs/MESSAGING.md "Customer links") and no-shows, per month of one year.
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { idParamsSchema, strictInt } from './common';
import { defineEndpoint } from './endpoint';

/** First and last year of the historical figures (spec 001 §9). */
export const HISTORICAL_FIRST_YEAR = 2015;
export const HISTORICAL_LAST_YEAR = 2020;
export const HISTORICAL_YEARS = Array.from(
  { length: HISTORICAL_LAST_YEAR - HISTORICAL_FIRST_YEAR + 1 },
  (_, i) => HISTORICAL_FIRST_YEAR + i,
);
/** Largest monthly figure accepted (a busy centre does a few thousand a month). */
export const MONTH_COUNT_MAX = 100_000;

export const statisticsYearSchema = z.object({
  year: z.number().int(),
  /** Twelve counts, January first. */
  months: z.array(z.number().int()).length(12),
  total: z.number().int(),
  /** The figures are the stored historical ones (+mod_kuma, 2015–2020). */
  historical: z.boolean(),
});
export type StatisticsYear = z.infer<typeof statisticsYearSchema>;

export const statisticsResponseSchema = z.object({
  /** Years with at least one inspection (or historical figures), oldest first. */
  years: z.array(statisticsYearSchema),
  /** Per month over every year shown. */
  monthTotals: z.array(z.number().int()).length(12),
  total: z.number().int(),
});
export type Statistics = z.infer<typeof statisticsResponseSchema>;

const monthCounts = z
  .array(z.number().int().min(0).max(MONTH_COUNT_MAX, { message: MSG.historicalCountInvalid }))
  .length(12);

export const historicalYearSchema = z.object({
  year: z
    .number()
    .int()
    .min(HISTORICAL_FIRST_YEAR, { message: MSG.historicalYearInvalid })
    .max(HISTORICAL_LAST_YEAR, { message: MSG.historicalYearInvalid }),
  months: monthCounts,
});
export const historicalStatisticsSchema = z.object({
  years: z.array(historicalYearSchema).max(HISTORICAL_YEARS.length),
});
export type HistoricalStatistics = z.infer<typeof historicalStatisticsSchema>;

/** GET /statistics: the workshop's table (historical years with +mod_kuma). */
export const getStatistics = defineEndpoint({
  method: 'GET',
  path: '/statistics',
  access: 'workshop',
  tag: 'statistics',
  summary: 'Risultati Revisioni: revisioni fatte per anno e mese',
  response: statisticsResponseSchema,
  errors: [],
});

/** Years the attendance figures may be asked for (400 `statisticsYearInvalid` outside). */
export const ATTENDANCE_FIRST_YEAR = 2000;
export const ATTENDANCE_LAST_YEAR = 2100;

export const attendanceQuerySchema = z.object({
  year: strictInt(ATTENDANCE_FIRST_YEAR, ATTENDANCE_LAST_YEAR, MSG.statisticsYearInvalid),
});

/**
 * The five figures of one month (or of the year, in `totals`), all counts (≥ 0):
 * - `remindersSent`: reminder messages (ref `P-…`) sent, SMS and WhatsApp together, by
 *   Europe/Rome month of sending;
 * - `confirmed` / `cancelled` / `moved`: the customers' actions from the link in their
 *   reminder (docs/MESSAGING.md "Customer links"), by Europe/Rome month of the action;
 * - `noShows`: appointments of a past day (before today in Rome) left at stato 0 or 1, by
 *   month of the appointment's day.
 */
export const attendanceFiguresSchema = z.object({
  remindersSent: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
  moved: z.number().int(),
  noShows: z.number().int(),
});
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>;

export const attendanceStatisticsSchema = z.object({
  year: z.number().int(),
  /** Twelve entries, January (1) first. */
  months: z
    .array(attendanceFiguresSchema.extend({ month: z.number().int().min(1).max(12) }))
    .length(12),
  /** The sum of the twelve months. */
  totals: attendanceFiguresSchema,
});
export type AttendanceStatistics = z.infer<typeof attendanceStatisticsSchema>;

/**
 * GET /statistics/attendance?year=YYYY: "Promemoria e presenze" of the workshop signed in,
 * per month of `year` (spec 001 §2 statistiche; docs/MESSAGING.md "Customer links").
 */
export const getAttendanceStatistics = defineEndpoint({
  method: 'GET',
  path: '/statistics/attendance',
  access: 'workshop',
  tag: 'statistics',
  summary: 'Promemoria e presenze: promemoria, risposte e assenze per mese',
  query: attendanceQuerySchema,
  response: attendanceStatisticsSchema,
  errors: [],
});

/** GET /admin/workshops/:id/historical-statistics: the six years 2015–2020 (zeros if unset). */
export const getHistoricalStatistics = defineEndpoint({
  method: 'GET',
  path: '/admin/workshops/:id/historical-statistics',
  access: 'admin',
  tag: 'statistics',
  summary: 'Dati storici 2015-2020 di un account (solo amministratore)',
  params: idParamsSchema,
  response: historicalStatisticsSchema,
  errors: ['not_found'],
});

/** PUT /admin/workshops/:id/historical-statistics: replaces the years sent. */
export const saveHistoricalStatistics = defineEndpoint({
  method: 'PUT',
  path: '/admin/workshops/:id/historical-statistics',
  access: 'admin',
  tag: 'statistics',
  summary: 'Salva i dati storici 2015-2020 di un account (solo amministratore)',
  params: idParamsSchema,
  body: historicalStatisticsSchema,
  response: historicalStatisticsSchema,
  errors: ['not_found'],
});
