/**
 * Slot of the super-admin feature (spec 001 §6): the "whose account" banner, loaded by the
 * workshop area's guard. Its screens are in `pages.ts`.
 */
export { ImpersonationBanner } from './components/impersonation-banner';
