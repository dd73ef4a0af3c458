/** TanStack Query keys of the archive search, defined once. */
export const archiveKeys = {
  /** Every archive query. */
  all: () => ['archive'] as const,
  /** One search (trimmed text as typed). */
  search: (q: string) => ['archive', 'search', q] as const,
  /** One person's data, "Dati personali" (phone and plate as typed, trimmed). */
  subject: (phone: string, plate: string) => ['archive', 'subject', phone, plate] as const,
};
