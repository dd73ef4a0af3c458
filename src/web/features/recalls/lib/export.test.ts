/** CSV export of the recall list: BOM, `;`, quoting, accents. */
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { RecallItem } from '@shared/contracts/recalls';
import { recallsCsv } from './export';

const item: RecallItem = {
  key: 'A1',
  source: 'appointment',
  id: 1,
  surname: "D'ANGELO; NICOLÒ",
  phone: '3331234567',
  model: 'VESPA "GT"',
  plate: 'AB123CD',
  holder: 'NICOLÒ',
  address: 'VIA DEL CORSO 12, ROMA',
  inspectionDate: '2024-11-05',
  vehicleType: 0,
  recallStatus: 1,
  letter: 2,
  phoneValid: true,
  addressValid: true,
};

describe('recallsCsv', () => {
  it('starts with a BOM, separates by ; and reads back the same cells', () => {
    const csv = recallsCsv([item]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' });
    expect(parsed.data[0]![0]).toBe('Nome');
    expect(parsed.data[1]).toEqual([
      "D'ANGELO; NICOLÒ",
      '3331234567',
      'VESPA "GT"',
      'AB123CD',
      'NICOLÒ',
      'VIA DEL CORSO 12, ROMA',
      '05/11/2024',
      'In programmazione',
      'Stampata',
    ]);
    expect(csv).toContain('\r\n');
  });
});
