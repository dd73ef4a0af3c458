/**
 * Reading the management software's export (spec 001 §2 importa_yap, §5; docs/RECALLS.md "Import"),
 * in the browser. Files come from Windows: bytes are decoded as strict UTF-8 first
 * (`TextDecoder('utf-8', { fatal: true })`) and, when that fails, as Windows-1252, so
 * "à è ì ò ù €" come out right either way; a BOM is dropped. papaparse splits the text on
 * `;` with quoted fields (a `;` inside quotes stays in its field), CRLF or LF line ends,
 * and skips blank lines. The first row is the header. Columns are 1-based in the screen
 * (defaults: phone 9, expiry 24 YYYYMM, plate 25, vehicle 26); a short row gives ''.
 */
import Papa from 'papaparse';
import type { ImportRow } from '@shared/contracts/recall-import';
import { checkPhone } from '@shared/domain/phone-plan';

export type Encoding = 'utf-8' | 'windows-1252';

/**
 * Windows-1252 characters of bytes 0x80–0x9F (the rest is Latin-1); undefined bytes stay
 * as their code point, like browsers do. Written out because Node's `TextDecoder`
 * ('windows-1252') decodes as Latin-1 (0x80 → U+0080 instead of €).
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Decodes Windows-1252 bytes (every byte is a character). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const part = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    );
    out += String.fromCharCode(...part);
  }
  return out;
}

/** Text of the file's bytes and the encoding that decoded it. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

/** Header and data rows of the text (`;`-separated, blank lines skipped). */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    skipEmptyLines: 'greedy',
  });
  const [header = [], ...rows] = parsed.data;
  return { header, rows };
}

/** 1-based column of each field. */
export type ColumnMap = { phone: number; expiry: number; plate: number; vehicle: number };
/** Spec 001 §5: phone 9, expiry 24, plate 25, vehicle 26. */
export const DEFAULT_COLUMNS: ColumnMap = { phone: 9, expiry: 24, plate: 25, vehicle: 26 };

/** The rows the server takes: `[phone, expiry, plate, vehicle]`, trimmed, '' when missing. */
export function mapRows(rows: readonly string[][], c: ColumnMap): ImportRow[] {
  const at = (r: readonly string[], col: number) => (r[col - 1] ?? '').trim();
  return rows.map((r) => [at(r, c.phone), at(r, c.expiry), at(r, c.plate), at(r, c.vehicle)]);
}

/**
 * A plate worth a second look: not 5–8 letters and digits with at least one of each once
 * spaces are dropped (Italian plates: AB123CD cars, AB12345 motorcycles, X2B3C4 mopeds).
 */
export function isSuspiciousPlate(plate: string): boolean {
  const p = plate.toUpperCase().replace(/\s+/g, '');
  return !/^[A-Z0-9]{5,8}$/.test(p) || !/[A-Z]/.test(p) || !/\d/.test(p);
}

/**
 * Why an imported row gets no message: no phone, a number no numbering plan has, or a real
 * number that is not a mobile (a landline, a foreign number).
 */
export type SkipReason = 'missing' | 'invalid' | 'not_mobile';

/**
 * The rows the import will skip, in file order (1-based among the data rows), with the
 * normalised phone and why (spec 000 §5: only mobiles get an SMS or a WhatsApp; `checkPhone`
 * tells an impossible number from a landline). The server applies the same rule and counts
 * the impossible ones in its answer (`invalid`).
 */
export function skippedRows(
  rows: readonly ImportRow[],
): { line: number; phone: string; reason: SkipReason }[] {
  const out: { line: number; phone: string; reason: SkipReason }[] = [];
  rows.forEach((r, i) => {
    const { phone, kind } = checkPhone(r[0] ?? '');
    if (kind === 'mobile') return;
    out.push({ line: i + 1, phone, reason: kind === 'empty' ? 'missing' : kind });
  });
  return out;
}

/** Counts of the preview: rows, rows with a valid mobile, impossible numbers, suspicious plates. */
export function importCounts(rows: readonly ImportRow[]) {
  let validPhones = 0;
  let invalidPhones = 0;
  let suspiciousPlates = 0;
  for (const r of rows) {
    const { kind } = checkPhone(r[0]);
    if (kind === 'mobile') validPhones++;
    else if (kind === 'invalid') invalidPhones++;
    if (isSuspiciousPlate(r[2])) suspiciousPlates++;
  }
  return { rows: rows.length, validPhones, invalidPhones, suspiciousPlates };
}
