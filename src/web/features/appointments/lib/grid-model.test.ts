import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/contracts/appointments';
import {
  buildRows,
  cellAt,
  matchesFilter,
  moveSelection,
  parseCellParams,
  cellAccessibleName,
} from './grid-model';

function appt(p: Partial<Appointment>): Appointment {
  return {
    id: 1,
    version: 1,
    date: '2031-03-04',
    row: 0,
    column: 1,
    surname: 'ROSSI',
    holder: '',
    phone: '3331234567',
    model: '',
    plate: '',
    note: '',
    email: '',
    address: '',
    vehicleType: 0,
    status: 0,
    web: 0,
    reminderStatus: 0,
    reminderSentAt: null,
    recallStatus: 0,
    recallSentAt: null,
    readySentAt: null,
    letter: 0,
    emailSent: 0,
    sync: 0,
    insertedAt: '2031-03-01T10:00:00Z',
    ...p,
  };
}

describe('buildRows (spec 000 §2 grid)', () => {
  it('places appointments by row and column and skips the closure marker and foreign rows', () => {
    const a = appt({ id: 1, row: 2, column: 3 });
    const marker = appt({ id: 2, row: -1, column: 1, surname: 'CHIUSURA' });
    const beyond = appt({ id: 3, row: 30, column: 1 });
    const rows = buildRows([a, marker, beyond], 26);
    expect(rows).toHaveLength(26);
    expect(cellAt(rows, { row: 2, column: 3 })).toBe(a);
    expect(rows.flat().filter(Boolean)).toEqual([a]);
  });

  it('keeps unchanged rows identical so memoised rows skip re-rendering', () => {
    const a = appt({ id: 1, row: 0 });
    const b = appt({ id: 2, row: 1 });
    const first = buildRows([a, b], 3);
    const b2 = { ...b, status: 2 };
    const second = buildRows([a, b2], 3, first);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[2]).toBe(first[2]);
  });
});

describe('moveSelection', () => {
  it('moves and clamps to the grid without wrapping', () => {
    expect(moveSelection({ row: 0, column: 1 }, -1, 0, 26)).toEqual({ row: 0, column: 1 });
    expect(moveSelection({ row: 0, column: 1 }, 0, -1, 26)).toEqual({ row: 0, column: 1 });
    expect(moveSelection({ row: 25, column: 3 }, 1, 1, 26)).toEqual({ row: 25, column: 3 });
    expect(moveSelection({ row: 4, column: 2 }, 1, 1, 26)).toEqual({ row: 5, column: 3 });
  });

  it('returns the same object when nothing moves (no re-render)', () => {
    const pos = { row: 0, column: 1 };
    expect(moveSelection(pos, -1, -1, 26)).toBe(pos);
  });
});

describe('matchesFilter (Filtri popup)', () => {
  it('none keeps everything', () => {
    expect(matchesFilter(undefined, 'none')).toBe(true);
    expect(matchesFilter(appt({}), 'none')).toBe(true);
  });
  it('No Sincronizzati keeps appointments with sync 0', () => {
    expect(matchesFilter(appt({ sync: 0 }), 'unsynced')).toBe(true);
    expect(matchesFilter(appt({ sync: 1 }), 'unsynced')).toBe(false);
    expect(matchesFilter(undefined, 'unsynced')).toBe(false);
  });
  it('No Telefono keeps appointments without a phone; blocked slots never match', () => {
    expect(matchesFilter(appt({ phone: '' }), 'nophone')).toBe(true);
    expect(matchesFilter(appt({ phone: '3331234567' }), 'nophone')).toBe(false);
    expect(matchesFilter(appt({ phone: '', surname: 'X' }), 'nophone')).toBe(false);
  });
});

describe('parseCellParams (deep link riga/colonna)', () => {
  it('accepts a slot inside the grid', () => {
    expect(parseCellParams('3', '2', 26)).toEqual({ row: 3, column: 2 });
  });
  it('rejects missing, malformed or out-of-grid values', () => {
    expect(parseCellParams(null, '2', 26)).toBeNull();
    expect(parseCellParams('3', 'x', 26)).toBeNull();
    expect(parseCellParams('26', '1', 26)).toBeNull();
    expect(parseCellParams('1', '4', 26)).toBeNull();
    expect(parseCellParams('-1', '1', 26)).toBeNull();
  });
});

describe('cellAccessibleName (CONTRACT cell names; WCAG 2.5.3 label in name)', () => {
  it('is the slot for an empty cell', () => {
    expect(cellAccessibleName('9:00', 1, undefined)).toBe('9:00 Appuntamento 1');
  });

  it('goes on with what the cell shows, in order, then state and reminder', () => {
    const a = appt({
      surname: 'ROSSI',
      model: 'HONDA SH 125',
      plate: 'AB12345',
      phone: '3331234567',
    });
    expect(cellAccessibleName('9:00', 2, a)).toBe(
      '9:00 Appuntamento 2 ROSSI HONDA SH 125 AB12345 3331234567',
    );
    expect(cellAccessibleName('9:00', 2, { ...a, status: 2, reminderStatus: 2 })).toBe(
      '9:00 Appuntamento 2 ROSSI HONDA SH 125 AB12345 3331234567, Esito regolare, Promemoria inviato',
    );
    expect(cellAccessibleName('9:00', 2, { ...a, model: '', plate: '', phone: '' })).toBe(
      '9:00 Appuntamento 2 ROSSI',
    );
  });

  it('says a blocked slot is blocked', () => {
    expect(cellAccessibleName('9:00', 3, appt({ surname: 'X' }))).toBe(
      '9:00 Appuntamento 3 Orario bloccato',
    );
  });
});
