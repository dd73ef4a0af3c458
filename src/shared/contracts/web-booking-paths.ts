/**
 * Method and path of the public booking endpoints, without their zod schemas: the small
 * public page (`src/web/customer-pages`) builds its URLs from these with `buildUrl`, so it
 * never bundles zod. `./web-booking.ts` spreads them into the full contracts.
 */
export const BOOKING_PATHS = {
  workshop: { method: 'GET', path: '/public/booking/:link' },
  day: { method: 'GET', path: '/public/booking/:link/days/:date' },
  prefill: { method: 'GET', path: '/public/booking/:link/prefill/:token' },
  book: { method: 'POST', path: '/public/booking/:link/appointments' },
  confirm: { method: 'POST', path: '/public/confirm/:code' },
  cancel: { method: 'DELETE', path: '/public/confirm/:code' },
  /** The customer links of reminders (docs/MESSAGING.md "Customer links"). */
  customer: { method: 'GET', path: '/public/appointment/:token' },
  customerConfirm: { method: 'POST', path: '/public/appointment/:token/confirm' },
  customerCancel: { method: 'DELETE', path: '/public/appointment/:token' },
  customerDay: { method: 'GET', path: '/public/appointment/:token/days/:date' },
  customerMove: { method: 'POST', path: '/public/appointment/:token/move' },
} as const;
