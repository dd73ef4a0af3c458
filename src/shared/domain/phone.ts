/**
 * Phone rules (spec 000 §5, §9). The mobile rule — 9 to 10 digits starting with 3 — decides
 * who may receive an SMS or a WhatsApp, not what may be stored: a landline or a foreign
 * number is a customer's phone too. One normaliser (`normalizePhone`) serves the web forms,
 * the server's contracts and the CSV import; whether a number that is not a mobile exists at
 * all is the numbering plan's call (`checkPhone`, `./phone-plan`, kept apart because of its
 * size). Messages use prefix +39.
 */

/** Separators people type inside a phone: spaces, dots, dashes, slashes, parentheses. */
const SEPARATORS = /[\s.\-/()]+/g;

/**
 * A phone as stored: separators removed, and a leading `+39` / `0039` dropped when what
 * remains is a mobile (`"+39 333 123.4567"` → `"3331234567"`). Anything else is kept as
 * typed, so a landline (`"06 1234 5678"` → `"0612345678"`) or a foreign number
 * (`"+44 20 7946 0958"` → `"+442079460958"`) is saved as it is. Letters are kept too:
 * `checkPhone` refuses them.
 */
export function normalizePhone(input: string): string {
  const clean = input.replace(SEPARATORS, '');
  const national = clean.replace(/^(\+39|0039)/, '');
  return national !== clean && isValidMobile(national) ? national : clean;
}

/**
 * What a phone field keeps as it is typed (spec 000 §5 "Digits only are kept when typed"):
 * the digits, and one `+` when it comes before any digit (a foreign number, `+44…`, which
 * the numbering plan accepts). `"abc12"` → `"12"`, `" +44 20-79"` → `"+442079"`, `"12+3"` → `"123"`,
 * `"++39"` → `"+39"`.
 */
export function typedPhone(input: string): string {
  const digits = phoneDigits(input);
  return /^[^\d+]*\+/.test(input) ? `+${digits}` : digits;
}

/** Keeps only the digits of what was typed: `"333 12-34"` → `"3331234"`. */
export function phoneDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/** True for 9–10 digits starting with 3 (spec 000 §5). */
export function isValidMobile(phone: string): boolean {
  return /^3\d{8,9}$/.test(phone);
}

/** True for 9–10 digits, any first digit: the associated-vehicles search rule (spec 000 §5). */
export function isSearchablePhone(phone: string): boolean {
  return /^\d{9,10}$/.test(phone);
}

/**
 * Groups a phone for reading aloud or dialling by hand: `"3331234567"` → `"333 123 4567"`,
 * `"333123456"` → `"333 123 456"`. Other strings come back unchanged.
 */
export function formatPhone(phone: string): string {
  const d = phoneDigits(phone);
  if (d.length < 9) return phone;
  return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
}

/** International form for providers and wa.me links: `"+39" + phone` (spec 000 §9). */
export function internationalPhone(phone: string): string {
  return `+39${phoneDigits(phone)}`;
}
