/** TanStack Query keys of the web-booking feature, defined once. */
export const webBookingKeys = {
  all: () => ['web-booking'] as const,
  /** The WEB box and popup list. */
  list: () => ['web-booking', 'list'] as const,
};
