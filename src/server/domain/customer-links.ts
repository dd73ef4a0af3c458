/**
 * Customer links of reminders (docs/MESSAGING.md "Customer links"): `$link$` in a reminder
 * text becomes `{base}appuntamento?t={token}`, the appointment's own page (served by
 * `src/server/routes/web-booking/customer-link.ts`). The token is a signed link token
 * (`@server/domain/link-tokens`) under a key of its own: workshop id, appointment id, expiry
 * (Unix s) `MOVE_DAYS` + 1 days after the appointment's day at signing. Used by the reminder
 * queue (`@server/domain/reminders/service`), the reminders routes and the instance that
 * derives the key at start-up.
 */
import { addDays } from '@shared/domain/dates';
import { linkKey, signLinkToken } from './link-tokens';

/** Sposta offers the days from tomorrow to this many days after today (Europe/Rome). */
export const MOVE_DAYS = 28;

/** The signing key of customer links, derived from the session secret. */
export function customerLinkKey(sessionSecret: string): Buffer {
  return linkKey(sessionSecret, 'customer-link');
}

/** What `$link$` of a reminder needs: the signing key and the public base (ends with '/'). */
export type CustomerLinks = { key: Buffer; base: string };

/** The link of appointment `appointmentId` on day `date` (`YYYY-MM-DD`); `base` ends with '/'. */
export function customerLink(
  key: Buffer,
  base: string,
  workshopId: number,
  appointmentId: number,
  date: string,
): string {
  const expiresAtS = Math.floor(Date.parse(`${addDays(date, MOVE_DAYS + 1)}T23:59:59Z`) / 1000);
  return `${base}appuntamento?t=${signLinkToken(key, { workshopId, recordId: appointmentId, expiresAtS })}`;
}
