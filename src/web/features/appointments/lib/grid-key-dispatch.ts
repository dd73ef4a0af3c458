/**
 * What each grid key does (spec 000 §2 keyboard shortcuts), given the screen's handlers:
 * arrows move the selection, `+`/`-`/`T` change the day, Enter edits, Shift+F10 opens the
 * cell menu; on an appointment, the phone, details, "in attesa + copy", "esito regolare"
 * and annotations keys act on it. React-free: the appointments page passes its current
 * rows, selection and callbacks (`appointments-page.tsx`, `useGridKeyboard`).
 */
import type { Appointment } from '@shared/contracts/appointments';
import { addDays } from '@shared/domain/iso-date';
import { formatPhone } from '@shared/domain/phone';
import { cellAt, moveSelection, type CellPos, type RowCells } from './grid-model';
import type { GridKeyAction } from './grid-keys';

/** The screen's state and handlers a key may use. */
export type GridKeyContext = {
  rows: RowCells[];
  selection: CellPos;
  rowCount: number;
  today: string;
  moveSelectionBy: (move: (p: CellPos) => CellPos) => void;
  setDate: (update: string | ((d: string) => string)) => void;
  openEditor: (pos: CellPos) => void;
  openMenu: (pos: CellPos) => void;
  openPhone: (phone: string) => void;
  openDetails: (a: Appointment) => void;
  openAnnotations: (vehicle: { plate: string; model: string }) => void;
  applyStatus: (a: Appointment, status: number) => void;
  copyPhone: (a: Appointment) => Promise<unknown>;
};

/** Runs `action` against the selected cell; appointment keys on an empty cell do nothing. */
export function dispatchGridKey(action: GridKeyAction, c: GridKeyContext): void {
  switch (action.type) {
    case 'move':
      c.moveSelectionBy((p) => moveSelection(p, action.dRow, action.dColumn, c.rowCount));
      return;
    case 'day':
      c.setDate((d) => addDays(d, action.delta));
      return;
    case 'today':
      c.setDate(c.today);
      return;
    case 'edit':
      c.openEditor(c.selection);
      return;
    case 'menu':
      c.openMenu(c.selection);
      return;
  }
  const a = cellAt(c.rows, c.selection);
  if (!a) return;
  switch (action.type) {
    case 'phone':
      if (a.phone) c.openPhone(formatPhone(a.phone));
      return;
    case 'details':
      c.openDetails(a);
      return;
    case 'waitingAndCopy':
      c.applyStatus(a, 1);
      void c.copyPhone(a);
      return;
    case 'regular':
      c.applyStatus(a, 2);
      return;
    case 'annotations':
      c.openAnnotations({ plate: a.plate, model: a.model });
      return;
  }
}
