/**
 * Recall due-date rules (spec 001 §2 sms_revisioni, §9; 000 §5 "Inspection is biennial,
 * annual for tipo_veicolo 2"). All dates are Europe/Rome calendar days `YYYY-MM-DD`; months
 * are 1–12.
 *
 * The screen picks an inspection month `m` and year `y` (default: the current Rome month and
 * the current year minus 2). The vehicles due in month `m` of year `y + 2` are:
 * - biennial inspections (tipo_veicolo ≠ 2) done (stato 2 or 3) in `m`/`y`;
 * - annual inspections (tipo_veicolo 2) done in `m`/`y + 1`;
 * - manual recalls whose expiry month is `m`/`y + 2`.
 * The campaign is named `RICHIAMI {MESE} {y + 2}` (spec 001 §9).
 */
import { VehicleType } from './status';
import { todayInRome } from './iso-date';

/** Italian month names, uppercase, January first. */
export const MONTHS_IT = [
  'GENNAIO',
  'FEBBRAIO',
  'MARZO',
  'APRILE',
  'MAGGIO',
  'GIUGNO',
  'LUGLIO',
  'AGOSTO',
  'SETTEMBRE',
  'OTTOBRE',
  'NOVEMBRE',
  'DICEMBRE',
] as const;

/** Half-open range of calendar days `[from, to)`. */
export type DayRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** First day of month `month` (1–12) of `year`: `monthStart(2024, 11)` → `"2024-11-01"`. */
export function monthStart(year: number, month: number): string {
  return `${year}-${pad(month)}-01`;
}

/** The month's days as `[first day, first day of the next month)` (December → next January). */
export function monthRange(year: number, month: number): DayRange {
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return { from: monthStart(year, month), to: monthStart(next.y, next.m) };
}

/** Years an inspection lasts: 1 for tipo_veicolo 2 (taxi/NCC), otherwise 2. */
export function inspectionYears(vehicleType: number): 1 | 2 {
  return vehicleType === VehicleType.Annual ? 1 : 2;
}

/**
 * The month an inspection done on `date` is due again, as `YYYY-MM`:
 * `dueMonthOf('2024-11-30', 0)` → `"2026-11"`, `dueMonthOf('2025-11-01', 2)` → `"2026-11"`.
 */
export function dueMonthOf(date: string, vehicleType: number): string {
  return `${Number(date.slice(0, 4)) + inspectionYears(vehicleType)}-${date.slice(5, 7)}`;
}

/** What the selection `month`/`year` (inspection year) covers. */
export type RecallWindow = {
  /** Biennial inspections done in `month`/`year`. */
  biennial: DayRange;
  /** Annual inspections (tipo_veicolo 2) done in `month`/`year + 1`. */
  annual: DayRange;
  /** First day of the due month (`year + 2`), the manual recalls' `due_month`. */
  dueMonth: string;
  dueYear: number;
};

/** The ranges of the recall list of inspection month `month` (1–12) and year `year`. */
export function recallWindow(year: number, month: number): RecallWindow {
  return {
    biennial: monthRange(year, month),
    annual: monthRange(year + 1, month),
    dueMonth: monthStart(year + 2, month),
    dueYear: year + 2,
  };
}

/** `"RICHIAMI NOVEMBRE 2026"` for inspection month 11 of 2024 (spec 001 §9: year + 2). */
export function recallCampaignName(year: number, month: number): string {
  return `RICHIAMI ${MONTHS_IT[month - 1]} ${year + 2}`;
}

/** The screen's default selection at `nowMs`: Rome's current month, current year minus 2. */
export function defaultRecallSelection(nowMs: number = Date.now()): {
  year: number;
  month: number;
} {
  const today = todayInRome(nowMs);
  return { year: Number(today.slice(0, 4)) - 2, month: Number(today.slice(5, 7)) };
}

/** Years the recall form offers for an expiry: the current Rome year to + 4 (spec 001 §9). */
export function recallYearChoices(nowMs: number = Date.now()): number[] {
  const y = Number(todayInRome(nowMs).slice(0, 4));
  return [y, y + 1, y + 2, y + 3, y + 4];
}

/** Minimum address length for a letter (spec 001 §5, §9). */
export const MIN_ADDRESS_LENGTH = 20;

/** A valid letter address has at least 20 characters (trimmed). */
export function isValidAddress(address: string): boolean {
  return address.trim().length >= MIN_ADDRESS_LENGTH;
}

/**
 * Ref id of a recall message (`id_rif`, unique per workshop and channel, so a vehicle is
 * recalled at most once per due month on a channel): `R-2026-11-A123` for appointment 123,
 * `R-2026-11-M7` for manual recall 7. `dueMonth` is `YYYY-MM` or `YYYY-MM-DD`.
 */
export function recallRef(dueMonth: string, source: 'A' | 'M', id: number): string {
  return `R-${dueMonth.slice(0, 7)}-${source}${id}`;
}

/** The source of a recall ref, or null for any other ref. */
export function parseRecallRef(
  ref: string | null | undefined,
): { source: 'A' | 'M'; id: number; dueMonth: string } | null {
  const m = /^R-(\d{4}-\d{2})-([AM])(\d{1,15})$/.exec(ref ?? '');
  return m ? { dueMonth: m[1]!, source: m[2] as 'A' | 'M', id: Number(m[3]) } : null;
}

/** Tri-state filter of the list: SI, NO or indifferent (`any`). */
export type TriFilter = 'si' | 'no' | 'any';

/** True when `value` passes the filter. */
export function passes(filter: TriFilter, value: boolean): boolean {
  return filter === 'any' || (filter === 'si') === value;
}

/** The four filters of the list (spec 001 §2 sms_revisioni). */
export type RecallFilterSet = {
  sms: TriFilter;
  phone: TriFilter;
  letter: TriFilter;
  address: TriFilter;
};

/** What the filters read of a row. */
export type Filterable = {
  recallStatus: number;
  letter: number;
  phoneValid: boolean;
  addressValid: boolean;
};

/**
 * Rows passing the filters: Invio SMS/WA = invio_sms_richiamo > 0, Telefono valido,
 * Invio lettera = invio_lettera > 0, Indirizzo valido. Used by the server and the screen.
 */
export function filterRecalls<T extends Filterable>(items: readonly T[], f: RecallFilterSet): T[] {
  return items.filter(
    (i) =>
      passes(f.sms, i.recallStatus > 0) &&
      passes(f.phone, i.phoneValid) &&
      passes(f.letter, i.letter > 0) &&
      passes(f.address, i.addressValid),
  );
}
