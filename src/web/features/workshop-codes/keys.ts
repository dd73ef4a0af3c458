/** TanStack Query keys of the workshop codes (officine), defined once. */
export const workshopCodeKeys = {
  /** Every workshop-codes query (invalidated after a write). */
  all: () => ['workshop-codes'] as const,
  /** One search (`q` uppercased and trimmed; '' = all). */
  list: (q: string) => ['workshop-codes', 'list', q] as const,
};
