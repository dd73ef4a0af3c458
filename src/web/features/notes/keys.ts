/** TanStack Query keys of the daily notes feature, defined once. */
export const noteKeys = {
  /** Every note query (refreshed after a reconnect of the event stream). */
  all: () => ['notes'] as const,
  /** The note of one date (`YYYY-MM-DD`, or PROMEMORIA_DATE). */
  note: (date: string) => ['notes', date] as const,
  /** Prefix of every history list. */
  histories: () => ['notes', 'history'] as const,
  /** One history list: notes strictly before (`back`) or after (`forward`) `from`. */
  history: (from: string, dir: 'back' | 'forward') => ['notes', 'history', from, dir] as const,
};
