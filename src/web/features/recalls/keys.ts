/** TanStack Query keys of the recall feature, defined once. */
export const recallKeys = {
  all: () => ['recalls'] as const,
  /** The list of a selection (inspection year and month). */
  list: (year: number, month: number) => ['recalls', 'list', year, month] as const,
  manual: () => ['recalls', 'manual'] as const,
};
