/** TanStack Query keys of the statistics, defined once. */
export const statisticsKeys = {
  /** GET /statistics. */
  table: () => ['statistics'] as const,
  /** GET /statistics/attendance?year= ("Promemoria e presenze" of one year). */
  attendance: (year: number) => ['statistics', 'attendance', year] as const,
};
