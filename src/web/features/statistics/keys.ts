/** TanStack Query keys of the statistics, defined once. */
export const statisticsKeys = {
  /** GET /statistics. */
  table: () => ['statistics'] as const,
};
