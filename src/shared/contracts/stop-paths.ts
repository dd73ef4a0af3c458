/**
 * Method and path of the public `$stop$` endpoints, without zod: the customers' page
 * (`src/web/customer-pages`) builds its URLs from these, so it never bundles zod.
 * `./opt-outs.ts` spreads them into the full contracts.
 */
export const STOP_PATHS = {
  read: { method: 'GET', path: '/public/stop/:token' },
  stop: { method: 'POST', path: '/public/stop/:token' },
} as const;
