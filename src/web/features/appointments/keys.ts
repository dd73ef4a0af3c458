/**
 * TanStack Query keys of the appointments feature, defined once: queries use them and
 * mutations invalidate by them (docs/ARCHITECTURE.md "Life of a request"). The grid's days
 * are refreshed by other features' writes too: their keys are `dayKeys` in
 * `src/web/data/keys.ts`.
 */
export const appointmentKeys = {
  /** Everything of the feature. */
  all: () => ['appointments'] as const,
  /** One associated-vehicles search (phone digits, normalised plate). */
  vehicles: (phone: string, plate: string) => ['appointments', 'vehicles', phone, plate] as const,
  /** The workshop's Non contattare list (docs/MESSAGING.md "Non contattare"). */
  optOuts: () => ['appointments', 'opt-outs'] as const,
};
