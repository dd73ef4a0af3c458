/**
 * Who a personal-data request is about (docs/PRIVACY.md "Access, portability, erasure"): a
 * phone and/or a plate, normalised as every stored one is (`normalizePhone`,
 * `normalizePlate`), and the marker erasure writes in place of a name.
 */
import { normalizePhone } from './phone';
import { normalizePlate } from './text';

/** What erasure and retention write in place of a surname or holder (spec 000 §5: uppercase). */
export const ANONYMOUS = 'ANONIMO';

/** The person a request is about; an empty string means "not given". */
export type Subject = { phone: string; plate: string };

/** The normal forms of what was typed (`" 333 123.4567 "` → `"3331234567"`). */
export function normalizeSubject(input: { phone?: string; plate?: string }): Subject {
  return {
    phone: normalizePhone((input.phone ?? '').trim()),
    plate: normalizePlate((input.plate ?? '').trim()),
  };
}
