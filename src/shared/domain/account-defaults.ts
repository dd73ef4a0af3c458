/**
 * The settings every workshop account starts with (spec 000 §9, 001 §9 defaults): one
 * source, used when the super-admin creates an account (nuovo_utente, the admin API), by
 * the demo seed (which adds its own company data and options on top), and by the migration
 * that filled them into accounts made before (`src/server/db/migrations/0011_account_defaults.sql`,
 * written from this module by `scripts/account-defaults-sql.ts`; values a workshop set are
 * never overwritten).
 *
 * - online booking hours: Monday–Friday 8:00–12:00 and 15:30–19:30, Saturday 8:00–12:00,
 *   Sunday closed; one simultaneous inspection;
 * - the helper tool at `http://localhost:1987`;
 * - SMS sender "Revisione", reminders 1 day before, WhatsApp daily maximum 50;
 * - the Italian default text of every SMS and WhatsApp message and of the booking page;
 * - the base letter model.
 */
import {
  DEFAULT_SMS_TEXTS,
  DEFAULT_TOOL_SERVER,
  DEFAULT_WA_TEXTS,
  DEFAULT_WEB_TEXTS,
} from './default-texts';
import { DEFAULT_TIMETABLE } from './timetable';

/** Rows of the default timetable open for booking: 8:00–12:00 (1–9), 15:30–19:30 (16–24). */
const MORNING = { from: 1, to: 9 };
const AFTERNOON = { from: 16, to: 24 };

/** Opening hours as `config_web.orari_lavoro`: '1' (Monday) … '6' (Saturday) → 's'/'n' per row. */
export type WorkingHours = Record<string, ('s' | 'n')[]>;

/**
 * Opening hours in `config_web.orari_lavoro` shape (spec 001 §3, §9): keys '1' (Monday) to
 * '6' (Saturday), one 's'/'n' per row of `timetable`; Sunday has no key (closed). Spec 000
 * §9's default: Monday–Friday 8:00–12:00 and 15:30–19:30, Saturday mornings.
 */
export function defaultWorkingHours(
  timetable: readonly string[] = DEFAULT_TIMETABLE,
): WorkingHours {
  const open = (row: number, afternoon: boolean) =>
    (row >= MORNING.from && row <= MORNING.to) ||
    (afternoon && row >= AFTERNOON.from && row <= AFTERNOON.to);
  const hours: WorkingHours = {};
  for (let weekday = 1; weekday <= 6; weekday++)
    hours[String(weekday)] = timetable.map((_, row) => (open(row, weekday < 6) ? 's' : 'n'));
  return hours;
}

/** The letter model every account starts with (config_lettera, spec 001 §3). */
export const BASE_LETTER_MODEL = 'base.png';

/**
 * Each settings section's starting values (keys of `config_*`, spec 001 §3); what a section
 * does not list keeps its schema default. Plain JSON, so the migration can carry it too.
 */
export const ACCOUNT_DEFAULTS = {
  app: {},
  utente: {},
  sms: { mittente: 'Revisione', giorni_promemoria: 1, ...DEFAULT_SMS_TEXTS },
  wa: { massivo_max: 50, ...DEFAULT_WA_TEXTS },
  lettera: { modello_selezionato: BASE_LETTER_MODEL },
  web: {
    ...DEFAULT_WEB_TEXTS,
    revisioni_simultane: 1,
    orari_lavoro: defaultWorkingHours(),
  },
  tool: { server: DEFAULT_TOOL_SERVER },
  privacy: {},
} as const;

/** A settings value with nothing in it: what the defaults migration treats as "not set". */
export function isEmptySetting(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}
