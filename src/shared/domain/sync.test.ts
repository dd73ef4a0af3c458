import { describe, expect, it } from 'vitest';
import { matchSync } from './sync';

const v = (targa: string, cognome: string) => ({ targa, cognome });

describe('SYNC matching (spec 000 §4, §5)', () => {
  const appointments = [
    { id: 1, plate: 'AB 12345', surname: 'ROSSI MARIO' },
    { id: 2, plate: 'CD67890', surname: 'BIANCHI' },
    { id: 3, plate: 'XX00000', surname: 'VERDI LUCA' },
    { id: 4, plate: '', surname: 'NERI' },
  ];

  it('matches by plate first, ignoring spaces and case', () => {
    const r = matchSync(appointments, [v('ab12345', 'QUALCUNO'), v('CD 67890', 'BIANCHI')]);
    expect(r.matchedIds).toEqual([1, 2]);
    expect(r.bySurname).toBe(0);
  });

  it('then by surname for vehicles whose plate matches nothing', () => {
    const r = matchSync(appointments, [
      v('ZZ99999', 'VERDI'),
      v('EE11111', 'NERI'),
      v('FF2', 'GIALLI'),
    ]);
    expect(r.matchedIds).toEqual([3, 4]);
    expect(r.bySurname).toBe(2);
  });

  it('never matches one appointment twice, and warns of shared plates', () => {
    const r = matchSync(appointments, [v('AB12345', 'ROSSI'), v('AB 12345', 'ROSSI')]);
    expect(r.matchedIds).toEqual([1]);
    expect(r.duplicatePlates).toEqual(['AB12345']);
  });

  it('needs a whole surname word', () => {
    expect(
      matchSync([{ id: 9, plate: '', surname: 'ROSSINI' }], [v('', 'ROSSI')]).matchedIds,
    ).toEqual([]);
  });
});
