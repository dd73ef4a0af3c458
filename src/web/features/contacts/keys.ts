/** TanStack Query keys of the contact book (rubrica), defined once. */
export const contactKeys = {
  /** Every contacts query (invalidated after a write). */
  all: () => ['contacts'] as const,
  /** One search (`q` trimmed; '' = all). */
  list: (q: string) => ['contacts', 'list', q] as const,
};
