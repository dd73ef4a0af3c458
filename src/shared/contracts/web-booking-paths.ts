/**
 * Method and path of the public endpoints of the web booking and of the customer links,
 * without their zod schemas: the customers' pages (`src/web/customer-pages`) build their URLs
 * from these with `buildUrl`, so they never bundle zod. `./web-booking.ts` and `./customer-link.ts` spread them into the full contracts.
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
