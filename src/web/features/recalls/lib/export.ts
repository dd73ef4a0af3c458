/**
 * Export of the filtered recall list (the spec's handler is empty): CSV
 * separated by `;`, UTF-8 with a BOM so Excel opens accents right (papaparse `unparse`),
 * and XLSX (write-excel-file, loaded only when asked).
 */
import Papa from 'papaparse';
import type { RecallItem } from '@shared/contracts/recalls';
import { formatSlashed } from '@shared/domain/iso-date';
import { RECALLS_TEXTS as T } from '../texts';

const HEADER = [
  T.colName,
  T.colPhone,
  T.colModel,
  T.colPlate,
  T.colHolder,
  T.colAddress,
  T.colInspection,
  T.colRecall,
  T.colLetter,
];

/** One row of cells per vehicle, as the table shows it. */
export function exportRows(items: readonly RecallItem[]): string[][] {
  return items.map((i) => [
    i.surname,
    i.phone,
    i.model,
    i.plate,
    i.holder,
    i.address,
    i.inspectionDate ? formatSlashed(i.inspectionDate) : T.manual,
    T.recallStates[i.recallStatus] ?? String(i.recallStatus),
    T.letterStates[i.letter] ?? String(i.letter),
  ]);
}

/** The CSV text: BOM, header, `;` separator, CRLF line ends, every field quoted when needed. */
export function recallsCsv(items: readonly RecallItem[]): string {
  return (
    '\uFEFF' + Papa.unparse([HEADER, ...exportRows(items)], { delimiter: ';', newline: '\r\n' })
  );
}

/** Offers `blob` as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the CSV: `RICHIAMI NOVEMBRE 2026.csv`. */
export function exportCsv(items: readonly RecallItem[], name: string): void {
  download(new Blob([recallsCsv(items)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}

/** Downloads the XLSX (library fetched on first use). */
export async function exportXlsx(items: readonly RecallItem[], name: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = HEADER.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  const blob = await writeXlsxFile([header, ...exportRows(items)]).toBlob();
  download(blob, `${name}.xlsx`);
}
