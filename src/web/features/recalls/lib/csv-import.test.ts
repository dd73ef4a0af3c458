/** Decoding and parsing of the import file (spec 001 §2 importa_yap, §5). */
import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@shared/contracts/recall-import';
import {
  DEFAULT_COLUMNS,
  decodeCsv,
  importCounts,
  skippedRows,
  isSuspiciousPlate,
  mapRows,
  parseCsv,
} from './csv-import';

/** Windows-1252 bytes of a string made of Latin-1 characters and €. */
function cp1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((ch) => (ch === '€' ? 0x80 : ch.charCodeAt(0))));
}

/** A 26-column row with phone, expiry, plate and vehicle in their default columns. */
function line(phone: string, expiry: string, plate: string, vehicle: string, name = 'X'): string {
  const cells = Array.from({ length: 26 }, (_, i) => `c${i + 1}`);
  cells[0] = name;
  cells[8] = phone;
  cells[23] = expiry;
  cells[24] = plate;
  cells[25] = vehicle;
  return cells.join(';');
}
const HEADER = Array.from({ length: 26 }, (_, i) => `H${i + 1}`).join(';');

describe('decodeCsv', () => {
  it('reads a Windows-1252 file with à è ì ò ù and € right', () => {
    const text = `${HEADER}\r\n${line('3331234567', '202611', 'AB123CD', 'CITROËN C3 à è ì ò ù €', 'NICOLÒ')}\r\n`;
    const { text: out, encoding } = decodeCsv(cp1252(text));
    expect(encoding).toBe('windows-1252');
    const { rows } = parseCsv(out);
    expect(rows[0]![0]).toBe('NICOLÒ');
    expect(rows[0]![25]).toBe('CITROËN C3 à è ì ò ù €');
  });

  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = new TextEncoder().encode(
      `\uFEFF${HEADER}\n${line('3331234567', '202611', 'AB123CD', 'NICOLÒ €')}`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { text, encoding } = decodeCsv(bytes);
    expect(encoding).toBe('utf-8');
    const { header, rows } = parseCsv(text);
    expect(header[0]).toBe('H1');
    expect(rows[0]![25]).toBe('NICOLÒ €');
  });
});

describe('parseCsv and mapRows', () => {
  it('accepts CRLF, quoted ; and blank lines, and maps the default columns', () => {
    const text = [
      HEADER,
      '',
      line('333 1234567', '202611', 'AB123CD', '"FIAT; PANDA ""4X4"""'),
      '   ',
      line('0612345678', '202612', 'EF456GH', 'VESPA'),
      '',
    ].join('\r\n');
    const { rows } = parseCsv(text);
    expect(rows).toHaveLength(2);
    const mapped = mapRows(rows, DEFAULT_COLUMNS);
    expect(mapped[0]).toEqual(['333 1234567', '202611', 'AB123CD', 'FIAT; PANDA "4X4"']);
    expect(importCounts(mapped)).toEqual({
      rows: 2,
      validPhones: 1,
      invalidPhones: 0,
      suspiciousPlates: 0,
    });
    // The landline is listed as skipped, with why: never silently.
    expect(skippedRows(mapped)).toEqual([{ line: 2, phone: '0612345678', reason: 'not_mobile' }]);
  });

  it('lists every row that gets no message: missing, not a phone, not a mobile', () => {
    const rows: ImportRow[] = [
      ['+39 333 123 4567', '202611', 'AB123CD', 'X'],
      ['', '202611', 'AB123CD', 'X'],
      ['12ab', '202611', 'AB123CD', 'X'],
      ['+44 20 7946 0958', '202611', 'AB123CD', 'X'],
    ];
    expect(skippedRows(rows)).toEqual([
      { line: 2, phone: '', reason: 'missing' },
      { line: 3, phone: '12ab', reason: 'invalid' },
      { line: 4, phone: '+442079460958', reason: 'not_mobile' },
    ]);
  });

  it('tells a number no plan has from a landline (spec 000 §5), and counts it', () => {
    const rows: ImportRow[] = [
      ['3331234567', '202611', 'AB123CD', 'X'],
      ['12345678', '202611', 'AB123CD', 'X'],
      ['0543 123456', '202611', 'AB123CD', 'X'],
      ['0000000', '202611', 'AB123CD', 'X'],
    ];
    expect(skippedRows(rows)).toEqual([
      { line: 2, phone: '12345678', reason: 'invalid' },
      { line: 3, phone: '0543123456', reason: 'not_mobile' },
      { line: 4, phone: '0000000', reason: 'invalid' },
    ]);
    expect(importCounts(rows)).toMatchObject({ validPhones: 1, invalidPhones: 2 });
  });

  it('gives empty cells for a short row, counted as a bad phone and a suspicious plate', () => {
    const { rows } = parseCsv(`${HEADER}\nROSSI;MARIO;3331234567\n`);
    const mapped = mapRows(rows, DEFAULT_COLUMNS);
    expect(mapped).toEqual([['', '', '', '']]);
    expect(importCounts(mapped)).toEqual({
      rows: 1,
      validPhones: 0,
      invalidPhones: 0,
      suspiciousPlates: 1,
    });
    expect(mapRows(rows, { phone: 3, expiry: 1, plate: 2, vehicle: 9 })[0]).toEqual([
      '3331234567',
      'ROSSI',
      'MARIO',
      '',
    ]);
  });

  it('flags plates that do not look like plates', () => {
    expect(['AB123CD', 'ab 12345', 'X2B3C4'].map(isSuspiciousPlate)).toEqual([false, false, false]);
    expect(['', 'ROSSI', '1234567', 'AB-123-CD', 'ABCDEFGHI1'].map(isSuspiciousPlate)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
