/**
 * Mobile phone rules (spec 000 §5, §9): digits only are kept while typing; a number is a
 * valid Italian mobile only with 9 to 10 digits starting with 3. Messages use prefix +39.
 */

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
