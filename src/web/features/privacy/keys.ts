/** TanStack Query keys of "Dati personali", defined once. */
export const privacyKeys = {
  /** Every query of the screen. */
  all: () => ['privacy'] as const,
  /** One person's data (phone and plate as typed, trimmed). */
  subject: (phone: string, plate: string) => ['privacy', 'subject', phone, plate] as const,
};
