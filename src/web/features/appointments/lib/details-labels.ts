/**
 * Italian words for the appointment details popup (spec 000 §4 states). React-free.
 */
import { dayjs, ROME } from '@shared/domain/dates';
import { DETAILS_TEXTS } from '../texts';

/** `invio_sms_promemoria` 0–5 in words (spec 000 §4). */
export const REMINDER_WORDS: Record<number, string> = DETAILS_TEXTS.reminderWords;

/** `invio_sms_richiamo` 0–2 in words (spec 000 §4). */
export const RECALL_WORDS: Record<number, string> = DETAILS_TEXTS.recallWords;

/** A state code in words, or the bare code when unknown. */
export function wordFor(words: Record<number, string>, code: number): string {
  return words[code] ?? String(code);
}

/**
 * `"20/11/2026 09:15"`: a timestamp shown in Rome time. Accepts ISO strings and
 * PostgreSQL's text form (`2026-11-20 08:15:00.123+00`); without a zone it is taken as UTC.
 * Empty for null/empty, the input unchanged when unparsable.
 */
export function formatItalianDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const iso = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(iso);
  const parsed = hasZone ? dayjs(iso) : dayjs.utc(iso);
  return parsed.isValid() ? parsed.tz(ROME).format('DD/MM/YYYY HH:mm') : value;
}
