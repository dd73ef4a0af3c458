/**
 * The grid's rows of a day (`buildRows`), rebuilt when the day's appointments or the
 * timetable's length change, sharing every unchanged row with the previous build so
 * memoised rows skip re-rendering (README "Performance"). The previous build is kept in
 * state and replaced during render (React's "storing information from previous renders").
 */
import { useState } from 'react';
import type { Appointment } from '@shared/contracts/appointments';
import { buildRows, type RowCells } from '../lib/grid-model';

export function useGridRows(
  appointments: readonly Appointment[] | undefined,
  rowCount: number,
): RowCells[] {
  const [built, setBuilt] = useState(() => ({
    appointments,
    rowCount,
    rows: buildRows(appointments, rowCount, []),
  }));
  if (built.appointments === appointments && built.rowCount === rowCount) return built.rows;
  const rows = buildRows(appointments, rowCount, built.rows);
  setBuilt({ appointments, rowCount, rows });
  return rows;
}
