import { describe, expect, it } from 'vitest';
import { groupByDay, toRecords } from './backup';

describe('offline backup rows', () => {
  it('labels rows with the timetable and groups them by day in order', () => {
    const records = toRecords(
      [
        { date: '2026-11-23', row: 1, column: 1, name: 'B', phone: '3331', model: 'SH' },
        { date: '2026-11-21', row: 0, column: 2, name: 'A', phone: '3332', model: 'X' },
        { date: '2026-11-23', row: 40, column: 1, name: 'C', phone: '', model: '' },
      ],
      ['7:30', '8:00'],
    );
    expect(records[0]).toEqual({
      data: '2026-11-23',
      riga: '8:00',
      nome: 'B',
      telefono: '3331',
      modello: 'SH',
    });
    expect(records[2]!.riga).toBe('#41');
    const days = groupByDay(records);
    expect(days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-23']);
    expect(days[1]!.rows.map((r) => r.nome)).toEqual(['B', 'C']);
  });
});
