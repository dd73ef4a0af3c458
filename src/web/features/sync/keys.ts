/** TanStack Query keys of the SYNC feature, defined once. */
export const syncKeys = {
  all: () => ['sync'] as const,
  /** The tool's address (settings section `tool`). */
  tool: () => ['sync', 'tool'] as const,
  /** Tool presence (`POST /sn`) at an address. */
  presence: (base: string) => ['sync', 'presence', base] as const,
  /** Prefix of every day's counts. */
  counts: () => ['sync', 'count'] as const,
  /** The SYNC box counts of a day (`YYYY-MM-DD`). */
  count: (date: string) => ['sync', 'count', date] as const,
};
