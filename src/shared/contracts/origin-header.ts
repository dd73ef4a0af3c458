/**
 * Header the web sends with every write (its tab's `TAB_ORIGIN`) so its own echo among the
 * live events can be recognised. Its own module, free of zod and the other contracts, so the web
 * API client (on the login page) does not pull the event schemas in (README "Performance").
 */
export const ORIGIN_HEADER = 'x-reviapp-origin';
