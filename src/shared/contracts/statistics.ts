/**
 * STATISTICHE — "Risultati Revisioni" (spec 001 §2 statistiche, §9): inspections done
 * (stato 2 or 3) per month of each year, with totals. With +mod_kuma the years 2015–2020
 * show the historical figures the super-admin typed in (the spec does not give them);
 * only the super-admin reads and writes those (`access: 'admin'`).
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { idParamsSchema } from './common';
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
