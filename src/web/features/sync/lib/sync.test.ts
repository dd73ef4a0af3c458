import { describe, expect, it } from 'vitest';
import { SYNC_VEHICLES_MAX, syncDay } from '@shared/contracts/sync';
import { parseVehicles, syncNotices, vehiclesPath } from './sync';

describe('vehiclesPath', () => {
  it('reads lista_veicoli for today and lista_veicoli_old?data= for any other day', () => {
    expect(vehiclesPath('2026-11-21', '2026-11-21')).toBe('lista_veicoli');
    expect(vehiclesPath('2026-11-20', '2026-11-21')).toBe('lista_veicoli_old?data=2026-11-20');
  });
});

describe('parseVehicles', () => {
  it('keeps targa and cognome of each record and drops the other fields', () => {
    const list = parseVehicles([
      { targa: 'AB12345', cognome: 'ROSSI', nome: 'MARCO', veicolo: 'HONDA SH 125' },
      { targa: ' CD123EF ', cognome: 'BIANCHI' },
    ]);
    expect(list).toEqual([
      { targa: 'AB12345', cognome: 'ROSSI' },
      { targa: 'CD123EF', cognome: 'BIANCHI' },
    ]);
  });

  it('answers null for anything but an array (the tool failed)', () => {
    expect(parseVehicles('errore')).toBeNull();
    expect(parseVehicles({ targa: 'AB12345' })).toBeNull();
    expect(parseVehicles(null)).toBeNull();
  });

  it('drops empty or malformed records and cleans what the contract refuses', () => {
    const list = parseVehicles([
      null,
      7,
      { targa: 12, cognome: null },
      { targa: 'AB\n123\u000045', cognome: 'X'.repeat(150) },
      { targa: 'A'.repeat(19) + '😀', cognome: 'ROSSI\u2028' },
    ])!;
    expect(list).toHaveLength(2);
    // Whatever the tool sends, the result passes the server's schema.
    const body = syncDay.body!.safeParse({ vehicles: list });
    expect(body.success).toBe(true);
    expect(list[0]!.cognome).toHaveLength(100);
    expect(list[1]!.targa).toBe('A'.repeat(19));
  });

  it('stops at the contract maximum', () => {
    const many = Array.from({ length: SYNC_VEHICLES_MAX + 5 }, (_, i) => ({
      targa: `AB${i}`,
      cognome: 'ROSSI',
    }));
    expect(parseVehicles(many)).toHaveLength(SYNC_VEHICLES_MAX);
  });
});

describe('syncNotices', () => {
  const result = (over: object = {}) => ({
    matched: 3,
    bySurname: 0,
    duplicatePlates: [],
    count: { synced: 3, total: 4 },
    ...over,
  });

  it('tool missing → red "modulo JS2SYS non trovato"', () => {
    expect(syncNotices({ kind: 'tool-missing' })).toEqual([
      { kind: 'error', text: 'modulo JS2SYS non trovato' },
    ]);
  });

  it('empty list → blue "Non ci sono veicoli da sincronizzare"', () => {
    expect(syncNotices({ kind: 'empty' })).toEqual([
      { kind: 'info', text: 'Non ci sono veicoli da sincronizzare' },
    ]);
  });

  it('done → green "Sincronizzati: N", red per shared plate, orange for surname matches', () => {
    expect(syncNotices({ kind: 'done', result: result() })).toEqual([
      { kind: 'ok', text: 'Sincronizzati: 3' },
    ]);
    expect(
      syncNotices({
        kind: 'done',
        result: result({ duplicatePlates: ['AB12345', 'CD123EF'], bySurname: 2 }),
      }),
    ).toEqual([
      { kind: 'ok', text: 'Sincronizzati: 3' },
      {
        kind: 'error',
        text: 'Ci sono 2 o più veicoli ai quali è associata la stessa targa: AB12345',
      },
      {
        kind: 'error',
        text: 'Ci sono 2 o più veicoli ai quali è associata la stessa targa: CD123EF',
      },
      { kind: 'warn', text: 'Potrebbero esserci targhe errate: 2' },
    ]);
  });
});
