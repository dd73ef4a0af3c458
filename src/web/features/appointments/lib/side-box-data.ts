/**
 * Figures of the side boxes (spec 000 §2 side boxes, §9): colour counts of a day, the
 * account-expiry notice, and whether the rota box shows. React-free.
 */
import type { Appointment } from '@shared/contracts/appointments';
import { APPOINTMENT_STATUSES, BLOCKED_NAME } from '@shared/domain/status';
import { APPOINTMENTS_TEXTS as T } from '../texts';

/** Expiry notice shows at 30 days or fewer (spec 000 §9); red at 7 or fewer (our choice). */
export const EXPIRY_WARNING_DAYS = 30;
export const EXPIRY_URGENT_DAYS = 7;

/** Appointments per stato 0–4, blocked slots (name X) left out. */
export function statusCounts(appointments: readonly Appointment[]): Record<number, number> {
  const counts: Record<number, number> = Object.fromEntries(
    APPOINTMENT_STATUSES.map((s) => [s, 0]),
  );
  for (const a of appointments) {
    if (a.surname === BLOCKED_NAME) continue;
    if (a.status in counts) counts[a.status]! += 1;
  }
  return counts;
}

/** `"- 12 giorni alla scadenza del account"` when `days` ≤ 30, else null (also for null). */
export function expiryNotice(days: number | null): string | null {
  if (days === null || days > EXPIRY_WARNING_DAYS) return null;
  return T.expiryNotice(days);
}
