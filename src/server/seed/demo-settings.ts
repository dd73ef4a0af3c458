/**
 * Settings of the demo workshop (spec 000 §3, 001 §3 config_*): every option flag on,
 * company data, Italian default texts, opening hours, two simultaneous inspections and the
 * helper tool's default address, so every screen has something to show.
 */
import { OPTION_FLAGS } from '@shared/contracts/auth';
import { SETTINGS_SCHEMAS, type SettingsSection } from '@shared/contracts/settings';
import {
  DEFAULT_SMS_TEXTS,
  DEFAULT_TOOL_SERVER,
  DEFAULT_WA_TEXTS,
  DEFAULT_WEB_TEXTS,
} from '@shared/domain/default-texts';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';

/** Rows of the default timetable open for booking: 8:00–12:00 (1–9), 15:30–19:30 (16–24). */
const MORNING = { from: 1, to: 9 };
const AFTERNOON = { from: 16, to: 24 };

/**
 * Opening hours in `config_web.orari_lavoro` shape (spec 001 §3, §9): keys '1' (Monday) to
 * '6' (Saturday), one 's'/'n' per row of `timetable`; Sunday has no key (closed). Spec 000
 * §9's default: Monday–Friday 8:00–12:00 and 15:30–19:30, Saturday mornings.
 */
export function defaultWorkingHours(
  timetable: readonly string[] = DEFAULT_TIMETABLE,
): Record<string, ('s' | 'n')[]> {
  const open = (row: number, afternoon: boolean) =>
    (row >= MORNING.from && row <= MORNING.to) ||
    (afternoon && row >= AFTERNOON.from && row <= AFTERNOON.to);
  const hours: Record<string, ('s' | 'n')[]> = {};
  for (let weekday = 1; weekday <= 6; weekday++)
    hours[String(weekday)] = timetable.map((_, row) => (open(row, weekday < 6) ? 's' : 'n'));
  return hours;
}

/** The demo's company data (config_utente); the VAT number has a valid check digit. */
export const DEMO_COMPANY = {
  nome: 'Centro Revisioni Demo S.r.l.',
  matricola: 'RM0123',
  autorizzazione: 'Aut. Prov. RM n. 4567/2019',
  indirizzo: 'Via Tiburtina 1234, 00156 Roma (RM)',
  email: 'info@revisionidemo.it',
  telefono: '06 1234 5678',
  partita_iva: '01234567897',
};

/** Every settings section of the demo, validated by its schema (defaults filled in). */
export function demoSettings(): { section: SettingsSection; value: unknown }[] {
  const values: Record<SettingsSection, unknown> = {
    app: {
      titolo: 'Centro Revisioni Demo',
      opzioni: OPTION_FLAGS.join(' '),
      turni: ['MARCO', 'GIULIA', 'LUCA'],
    },
    utente: DEMO_COMPANY,
    sms: { mittente: 'RevisDemo', giorni_promemoria: 1, ...DEFAULT_SMS_TEXTS },
    wa: { ...DEFAULT_WA_TEXTS, massivo_max: 50 },
    lettera: {},
    web: {
      ...DEFAULT_WEB_TEXTS,
      tipo_veicoli: 'Moto, scooter e autovetture',
      msg_conferma: 'sms',
      revisioni_simultane: 2,
      orari_lavoro: defaultWorkingHours(),
    },
    tool: { server: DEFAULT_TOOL_SERVER },
  };
  return (Object.keys(values) as SettingsSection[]).map((section) => ({
    section,
    value: SETTINGS_SCHEMAS[section].parse(values[section]),
  }));
}
