/**
 * Pure helpers of the daily grid (spec 000 §2): where each appointment sits, the moving
 * selection, and the filters of the Filtri popup. No React, so they are cheap and tested.
 */
import type { Appointment } from '@shared/contracts/appointments';
import {
  BLOCKED_NAME,
  ReminderState,
  STATUS_LABELS,
  type AppointmentStatus,
} from '@shared/domain/status';
import { APPOINTMENTS_TEXTS as T } from '../texts';

/** Which appointments the grid highlights (Filtri popup): none, sync 0, no phone. */
export type GridFilter = 'none' | 'unsynced' | 'nophone';

/** Number of appointment columns (spec 000 §2: Appuntamento 1 to 3). */
export const COLUMN_COUNT = 3;

/** A cell of the grid: `row` indexes the timetable, `column` is 1 to 3. */
export type CellPos = { row: number; column: number };

/** One grid row's three cells (index 0 is column 1), `undefined` when the slot is free. */
export type RowCells = readonly [
  Appointment | undefined,
  Appointment | undefined,
  Appointment | undefined,
];

const EMPTY_ROW: RowCells = [undefined, undefined, undefined];

/**
 * Places appointments into `rowCount` rows × 3 columns. Rows keep the previous array when
 * none of their three appointments changed identity, so memoised rows skip re-rendering.
 * Appointments outside the timetable (row ≥ rowCount, closure marker) are left out.
 */
export function buildRows(
  appointments: readonly Appointment[] | undefined,
  rowCount: number,
  previous?: readonly RowCells[],
): RowCells[] {
  const rows: (Appointment | undefined)[][] = Array.from({ length: rowCount }, () => [
    undefined,
    undefined,
    undefined,
  ]);
  for (const a of appointments ?? []) {
    if (a.row < 0 || a.row >= rowCount || a.column < 1 || a.column > COLUMN_COUNT) continue;
    rows[a.row]![a.column - 1] = a;
  }
  return rows.map((cells, i) => {
    const before = previous?.[i];
    if (before && before[0] === cells[0] && before[1] === cells[1] && before[2] === cells[2]) {
      return before;
    }
    if (!cells[0] && !cells[1] && !cells[2]) return EMPTY_ROW;
    return cells as unknown as RowCells;
  });
}

/** The appointment at `pos`, if any. */
export function cellAt(rows: readonly RowCells[], pos: CellPos): Appointment | undefined {
  return rows[pos.row]?.[pos.column - 1];
}

/** Moves `pos` by (dRow, dColumn), clamped to the grid (never wraps). */
export function moveSelection(
  pos: CellPos,
  dRow: number,
  dColumn: number,
  rowCount: number,
): CellPos {
  const row = Math.min(Math.max(pos.row + dRow, 0), Math.max(rowCount - 1, 0));
  const column = Math.min(Math.max(pos.column + dColumn, 1), COLUMN_COUNT);
  return row === pos.row && column === pos.column ? pos : { row, column };
}

/** True for a blocked slot (an appointment named X, spec 000 §4). */
export function isBlocked(a: Appointment): boolean {
  return a.surname.trim() === BLOCKED_NAME;
}

/**
 * True when the cell stays bright under `filter`: `unsynced` keeps appointments with sync 0,
 * `nophone` keeps appointments without a phone; empty and blocked cells are dimmed by any filter.
 */
export function matchesFilter(a: Appointment | undefined, filter: GridFilter): boolean {
  if (filter === 'none') return true;
  if (!a || isBlocked(a)) return false;
  if (filter === 'unsynced') return a.sync === 0;
  return a.phone.trim() === '';
}

/** Parses the deep-link `riga`/`colonna` query values; null when either is missing or bad. */
export function parseCellParams(
  riga: string | null,
  colonna: string | null,
  rowCount: number,
): CellPos | null {
  if (riga === null || colonna === null) return null;
  const row = Number(riga);
  const column = Number(colonna);
  if (!Number.isInteger(row) || !Number.isInteger(column)) return null;
  if (row < 0 || row >= rowCount || column < 1 || column > COLUMN_COUNT) return null;
  return { row, column };
}

/** The reminder states as words (the cell shows them as icons). */
export const REMINDER_LABELS: Partial<Record<number, string>> = {
  [ReminderState.Scheduled]: T.reminderScheduled,
  [ReminderState.SentSms]: T.reminderSent,
  [ReminderState.SentWa]: T.reminderSentWhatsApp,
  [ReminderState.NoWhatsapp]: T.noWhatsApp,
  [ReminderState.WaCampaign]: T.whatsAppCampaign,
};

/**
 * The accessible name of a slot cell (CONTRACT: it starts with "{ora} Appuntamento {n}").
 * A filled cell goes on with what it shows, in the same order (name, model, plate, phone),
 * then what it shows only by colour or icon (the state, the reminder), so a screen reader
 * reads the whole appointment and the visible text is part of the name (WCAG 2.5.3).
 */
export function cellAccessibleName(
  time: string,
  column: number,
  a: Appointment | undefined,
  /** The phone is on the Non contattare list. */
  optOut = false,
): string {
  const slot = `${time} Appuntamento ${column}`;
  if (!a) return slot;
  if (isBlocked(a)) return `${slot} Orario bloccato`;
  const shown = [a.surname, a.model, a.plate, a.phone].filter(Boolean).join(' ');
  const status = a.status !== 0 ? STATUS_LABELS[a.status as AppointmentStatus] : undefined;
  return [
    `${slot} ${shown}`,
    status,
    REMINDER_LABELS[a.reminderStatus],
    a.customerConfirmedAt ? T.customerConfirmed : undefined,
    a.customerMovedAt ? T.customerMoved : undefined,
    optOut ? T.optOut : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}
