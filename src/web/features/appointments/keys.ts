/**
 * TanStack Query keys of the appointments feature, defined once: queries use them and
 * mutations invalidate by them (docs/ARCHITECTURE.md "Life of a request").
 */
export const appointmentKeys = {
  /** Everything of the feature. */
  all: () => ['appointments'] as const,
  /** Prefix of every day query, for "refresh every day" after a reconnect. */
  days: () => ['appointments', 'day'] as const,
  /** One day of the grid (`YYYY-MM-DD`). */
  day: (date: string) => ['appointments', 'day', date] as const,
  /** One associated-vehicles search (phone digits, normalised plate). */
  vehicles: (phone: string, plate: string) => ['appointments', 'vehicles', phone, plate] as const,
};
