/**
 * How many SMS a text costs (spec 001 §5 "Each SMS text shows a live character count";
 * GSM 03.38). A text made only of GSM-7 characters is encoded in 7-bit septets: 160 fit in
 * one SMS, 153 per part when it is split (the other 7 carry the concatenation header).
 * Characters of the extension table (`^ { } \ [ ~ ] | €` and form feed) cost two septets
 * (escape + character). Any character outside GSM-7 (e.g. `È`, `á`, `’`, an emoji) turns
 * the whole text into UCS-2: 70 UTF-16 units in one SMS, 67 per part. A two-septet
 * character or a surrogate pair is never split across two parts.
 */

/** GSM 03.38 basic table (without ESC, which a text never contains). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table: two septets each. */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export const GSM7_SINGLE = 160;
export const GSM7_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/**
 * The cost of a text. `length`: septets (GSM-7) or UTF-16 units (UCS-2); `parts`: SMS
 * billed (0 for an empty text); `perPart`: capacity of one part at this length (160/153 or
 * 70/67); `remaining`: units still free in the last part.
 */
export type SmsParts = {
  encoding: SmsEncoding;
  length: number;
  parts: number;
  perPart: number;
  remaining: number;
};

/** True when every character of `text` is in the GSM-7 basic or extension table. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENSION.has(ch)) return false;
  return true;
}

/** The units of each character: septets for GSM-7, UTF-16 units for UCS-2. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  const units: number[] = [];
  for (const ch of text)
    units.push(encoding === 'GSM-7' ? (GSM_EXTENSION.has(ch) ? 2 : 1) : ch.length);
  return units;
}

/** Counts the SMS parts of `text` (see the module comment). */
export function smsParts(text: string): SmsParts {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const single = encoding === 'GSM-7' ? GSM7_SINGLE : UCS2_SINGLE;
  const part = encoding === 'GSM-7' ? GSM7_PART : UCS2_PART;
  const units = unitsOf(text, encoding);
  const length = units.reduce((a, b) => a + b, 0);
  if (length === 0) return { encoding, length, parts: 0, perPart: single, remaining: single };
  if (length <= single)
    return { encoding, length, parts: 1, perPart: single, remaining: single - length };
  // Fill parts greedily: a character that does not fit whole starts the next part.
  let parts = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > part) {
      parts += 1;
      used = 0;
    }
    used += u;
  }
  return { encoding, length, parts, perPart: part, remaining: part - used };
}
