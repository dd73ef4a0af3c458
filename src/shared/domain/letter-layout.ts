/**
 * Layout of a recall letter page (spec 001 §7 "Letter PDF"), pure so it is
 * unit-tested apart from the PDF library. Units: millimetres from the page's top-left corner
 * in the layout; `toPdf` turns them into PDF points from the bottom-left (1 mm = 72/25.4 pt).
 *
 * - Page: A4, 210 × 297 mm; the model image covers it.
 * - Address block (holder, then the address): x 110 mm, first baseline at y 65 mm, at most
 *   70 mm wide, wrapping on spaces (a word longer than the width is cut).
 * - Vehicle, plate and due month at fixed positions under the letter's body text
 *   (`FIELDS`), so a workshop model can leave blanks for them.
 */
import { formatMonthItalian } from './templates';

export const A4_MM = { width: 210, height: 297 } as const;
export const PT_PER_MM = 72 / 25.4;
export const ADDRESS_BLOCK = {
  x: 110,
  y: 65,
  maxWidth: 70,
  lineHeight: 5.2,
  fontSize: 11,
} as const;
/** Fixed positions of the vehicle, plate and due month (label x, value x, baseline y). */
export const FIELDS = {
  labelX: 25,
  valueX: 70,
  fontSize: 12,
  vehicleY: 150,
  plateY: 158,
  monthY: 166,
} as const;

/** A line of text to draw: millimetres from the top-left, its size in points. */
export type TextLine = { text: string; x: number; y: number; size: number; bold?: boolean };

/** What a letter needs of a vehicle. */
export type LetterSource = {
  holder: string;
  surname: string;
  address: string;
  model: string;
  plate: string;
};

/** Measures a text's width in points at `size` (the PDF font's `widthOfTextAtSize`). */
export type Measure = (text: string, size: number) => number;

/** Splits `text` into lines no wider than `maxPt`; words wider than a line are cut. */
export function wrapText(text: string, maxPt: number, size: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (measure(word, size) > maxPt && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && measure(word.slice(0, cut), size) > maxPt) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, size) > maxPt) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The lines of one letter: the address block (holder or, without one, the name; then the
 * address) and the three fields. `dueMonth` is `YYYY-MM(-DD)`.
 */
export function letterLines(v: LetterSource, dueMonth: string, measure: Measure): TextLine[] {
  const b = ADDRESS_BLOCK;
  const maxPt = b.maxWidth * PT_PER_MM;
  const who = (v.holder.trim() || v.surname.trim()).replace(/\s+/g, ' ');
  const block = [
    ...wrapText(who, maxPt, b.fontSize, measure),
    ...wrapText(v.address, maxPt, b.fontSize, measure),
  ];
  const out: TextLine[] = block.map((text, i) => ({
    text,
    x: b.x,
    y: b.y + i * b.lineHeight,
    size: b.fontSize,
    bold: i === 0,
  }));
  const f = FIELDS;
  const field = (label: string, value: string, y: number) => [
    { text: label, x: f.labelX, y, size: f.fontSize },
    { text: value, x: f.valueX, y, size: f.fontSize, bold: true },
  ];
  out.push(
    ...field('Veicolo:', v.model, f.vehicleY),
    ...field('Targa:', v.plate, f.plateY),
    ...field(
      'Scadenza revisione:',
      formatMonthItalian(dueMonth).toLocaleUpperCase('it-IT'),
      f.monthY,
    ),
  );
  return out;
}

/** A point in mm from the top-left → PDF points from the bottom-left. */
export function toPdf(xMm: number, yMm: number): { x: number; y: number } {
  return { x: xMm * PT_PER_MM, y: (A4_MM.height - yMm) * PT_PER_MM };
}

/**
 * Text the PDF's standard fonts can print (WinAnsi): Italian accents and ’ ' stay; other
 * letters lose their accents (NFD), anything else becomes "?". So D'ANGELO and NICOLÒ print
 * as typed and no character makes the PDF fail.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WINANSI_EXTRA.includes(ch))
      out += ch;
    else if (c === 0x09 || c === 0x0a || c === 0x0d) out += ' ';
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every((b) => b.codePointAt(0)! < 0x7f) ? base : '?';
    }
  }
  return out;
}

/** The printable characters of Windows-1252 at 0x80–0x9F. */
const WINANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** A valid letter: an appointment's vehicle with an address of at least 20 characters. */
export const isPrintable = (v: { source: string; addressValid: boolean }) =>
  v.source === 'appointment' && v.addressValid;
