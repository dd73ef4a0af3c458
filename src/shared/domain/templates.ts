/**
 * Message templates (spec 000 §3 "Message placeholders", §5; spec 001 §5 "Template
 * variables"): `$giorno$` the appointment day as dd/mm/yyyy, `$ora$` the slot label of the
 * workshop's timetable (`orari_tabella[row]`, e.g. "9:30"), `$veicolo$` the model,
 * `$targa$` the plate, `$mese$` the month of a recall ("marzo 2027"), `$link$` a
 * confirmation link, `$stop$` the customer's "no more messages" link (docs/MESSAGING.md
 * "Non contattare"). WhatsApp texts may carry an SMS fallback after the marker `==sms==`
 * (spec 001 §3); a wa.me link encodes the text, `&` as `%26` (spec 000 §5).
 */
import { formatSlashed, MONTHS_IT } from './iso-date';

/** Values of the placeholders; a missing one is replaced by an empty string. */
export type TemplateValues = {
  /** Appointment date, ISO `YYYY-MM-DD` (Europe/Rome calendar day). */
  giorno?: string;
  /** Slot label as shown in the grid, e.g. "9:30". */
  ora?: string;
  veicolo?: string;
  targa?: string;
  /** Month of expiry, ISO `YYYY-MM` or `YYYY-MM-DD`. */
  mese?: string;
  link?: string;
  /** The stop link (`{PUBLIC_URL}/stop?t=…`), '' when none. */
  stop?: string;
};

/** The placeholders `fillTemplate` knows. */
export const PLACEHOLDERS = [
  '$giorno$',
  '$ora$',
  '$veicolo$',
  '$targa$',
  '$mese$',
  '$link$',
  '$stop$',
];

/** `"2027-03"` or `"2027-03-01"` → `"marzo 2027"` (Italian month name and year). */
export function formatMonthItalian(month: string): string {
  return `${MONTHS_IT[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/**
 * Replaces every known placeholder of `template` (every occurrence) with its value:
 * `$giorno$` → dd/mm/yyyy, `$mese$` → "marzo 2027", others as given. Unknown `$words$` are
 * left as typed, so a workshop sees its mistake in the preview.
 */
export function fillTemplate(
  template: string,
  values: TemplateValues,
  /** How `$mese$` is written (a cache of `formatMonthItalian` for bulk imports). */
  monthText: (month: string) => string = formatMonthItalian,
): string {
  const text: Record<string, string> = {
    $giorno$: values.giorno ? formatSlashed(values.giorno) : '',
    $ora$: values.ora ?? '',
    $veicolo$: values.veicolo ?? '',
    $targa$: values.targa ?? '',
    $mese$: values.mese ? monthText(values.mese) : '',
    $link$: values.link ?? '',
    $stop$: values.stop ?? '',
  };
  return template.replace(/\$[a-z]+\$/g, (m) => (m in text ? text[m]! : m));
}

/** `text` with every `$stop$` replaced by `url` (a campaign's texts come already filled). */
export function fillStop(text: string, url: string): string {
  return text.replaceAll('$stop$', url);
}

/** What a reminder needs of an appointment (spec 000 §3 appuntamenti). */
export type ReminderSource = { date: string; row: number; model: string; plate: string };

/**
 * The values of a reminder (`testo_promemoria`, spec 001 §5: $giorno$, $ora$, $veicolo$,
 * $targa$): the slot label comes from the workshop's timetable (`orari_tabella`).
 */
export function reminderValues(a: ReminderSource, timetable: readonly string[]): TemplateValues {
  return { giorno: a.date, ora: timetable[a.row] ?? '', veicolo: a.model, targa: a.plate };
}

/** Marker separating a WhatsApp text from its SMS fallback (spec 001 §3). */
export const SMS_FALLBACK_MARKER = '==sms==';

/** `"wa==sms==sms"` → `{ wa: "wa", sms: "sms" }`; without the marker `sms` is null. */
export function splitWaText(text: string): { wa: string; sms: string | null } {
  const at = text.indexOf(SMS_FALLBACK_MARKER);
  if (at < 0) return { wa: text, sms: null };
  const sms = text.slice(at + SMS_FALLBACK_MARKER.length).trim();
  return { wa: text.slice(0, at).trim(), sms: sms === '' ? null : sms };
}

/** Joins a WhatsApp text and its SMS fallback (none when `sms` is empty). */
export function joinWaText(wa: string, sms: string | null | undefined): string {
  return sms && sms.trim() ? `${wa}${SMS_FALLBACK_MARKER}${sms}` : wa;
}

/**
 * The browser fallback link (spec 000 §7): `https://wa.me/39{phone}?text=…`,
 * the text URI-encoded (`&` → `%26`, spaces → `%20`, new lines → `%0A`).
 */
export function waMeUrl(phone: string, text: string): string {
  return `https://wa.me/39${phone.replace(/\D+/g, '')}?text=${encodeURIComponent(text)}`;
}
