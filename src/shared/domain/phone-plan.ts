/**
 * What a typed phone is, by the numbering plan (spec 000 §5 "Cellulare non valido", "Numero
 * di telefono non valido"): the one check the appointment forms, the server's contracts and
 * the CSV import share. Italian numbers follow the public plan (mobiles 3…, fixed lines 0…,
 * special ranges 80x, 89x, …), foreign ones start with `+` or `00`; libphonenumber-js with
 * its full (`max`) metadata and Italy as the default region decides which numbers exist.
 *
 * The mobile rule stays the spec's (9–10 digits starting with 3, `isValidMobile`): it decides
 * who may receive an SMS or a WhatsApp, as before. Every other real number (a landline, a
 * toll-free or foreign number) is kept with the "Cellulare non valido" warning; a number no
 * plan allows (`12345678`, `0000000`, letters) is refused.
 *
 * Kept out of the login and grid bundles (README "Performance", "Assets": ~40 KB brotli of
 * metadata): the web imports it only from lazily loaded screens and dialogs (the edit
 * dialog, Importa YAP), and the production web build gives the contracts an inert stand-in
 * (`scripts/vite-inert-zod.ts`), as the browser never validates with them.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { isValidMobile, normalizePhone } from './phone';

/**
 * `empty`: nothing typed; `mobile`: may receive SMS and WhatsApp; `not_mobile`: a real
 * number that may not (landline, special range, foreign); `invalid`: no such number.
 */
export type PhoneKind = 'empty' | 'mobile' | 'not_mobile' | 'invalid';

/** A phone as stored (`normalizePhone`) and what it is. */
export type CheckedPhone = { phone: string; kind: PhoneKind };

/** Digits, optionally after one `+`: at most `00` + E.164's 15 digits. */
const DIALLABLE = /^\+?\d{1,17}$/;

/**
 * Normalises `input` as `normalizePhone` does (separators and a mobile's `+39`/`0039`
 * dropped) and says what it is: `"333 123 4567"` → mobile `3331234567`; `"06 1234 5678"` →
 * not_mobile `0612345678`; `"+44 20 7946 0958"` → not_mobile `+442079460958`; `"12345678"`,
 * `"0000000"`, `"abc"` → invalid. Never throws.
 */
export function checkPhone(input: string): CheckedPhone {
  const phone = normalizePhone(input);
  if (phone === '') return { phone, kind: 'empty' };
  if (isValidMobile(phone)) return { phone, kind: 'mobile' };
  if (!DIALLABLE.test(phone)) return { phone, kind: 'invalid' };
  return { phone, kind: isValidPhoneNumber(phone, 'IT') ? 'not_mobile' : 'invalid' };
}

/** True when `input` is empty or a number that exists (mobile or not). */
export function isPossiblePhone(input: string): boolean {
  return checkPhone(input).kind !== 'invalid';
}
