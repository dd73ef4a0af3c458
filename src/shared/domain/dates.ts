/**
 * Calendar dates in Europe/Rome. Appointment dates are plain ISO
 * calendar dates `YYYY-MM-DD`; arithmetic on them never touches the machine's zone.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/it.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export {
  ROME,
  ISO_DATE,
  isIsoDate,
  todayInRome,
  addDays,
  daysBetween,
  weekdayMondayFirst,
  formatLongItalian,
  formatDotted,
  formatSlashed,
  yearOf,
} from './iso-date';
import { ROME } from './iso-date';

/** The instant Rome's calendar day `date` begins, as an ISO timestamp (UTC). */
export function romeDayStart(date: string): string {
  return dayjs.tz(date, ROME).toISOString();
}

/** `"HH:MM"` of the Rome wall clock at `now` (ms since epoch). */
export function romeClock(now: number = Date.now()): string {
  return dayjs(now).tz(ROME).format('HH:mm');
}

export { dayjs };
