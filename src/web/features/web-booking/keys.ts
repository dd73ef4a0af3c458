/** TanStack Query keys of the web-booking feature, defined once. */
export const webBookingKeys = {
  all: () => ['web-booking'] as const,
  /** The WEB box and popup list. */
  list: () => ['web-booking', 'list'] as const,
  /** A settings section read by the impostazioni_web screen. */
  settings: (section: 'web' | 'app') => ['web-booking', 'settings', section] as const,
};
