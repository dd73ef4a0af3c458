/** Dates as the web shows them (Italian, Europe/Rome; the calendar rules are in `@shared/domain/dates`). */
import { formatLongItalian } from '@shared/domain/iso-date';

/** `"Venerdì 20 novembre 2026"`: the long Italian date of `YYYY-MM-DD` with a capital first letter. */
export function longDateCapitalised(date: string): string {
  const s = formatLongItalian(date);
  return s.charAt(0).toUpperCase() + s.slice(1);
}
