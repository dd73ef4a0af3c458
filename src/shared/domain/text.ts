/**
 * Text normalisation of appointment fields (spec 000 §5): name, model, plate, note, holder
 * and address are uppercased; the name is also trimmed. The letter flag turns on by itself
 * when the holder is longer than 5 characters and the address longer than 19.
 */

/** Uppercases with the Italian locale (`"è"` → `"È"`). */
export function upper(value: string): string {
  return value.toLocaleUpperCase('it-IT');
}

/** Surname as saved: trimmed and uppercased. */
export function normalizeSurname(value: string): string {
  return upper(value.trim());
}

/** Plate as saved: uppercased, without spaces (`"ab 123cd"` → `"AB123CD"`). */
export function normalizePlate(value: string): string {
  return upper(value).replace(/\s+/g, '');
}

/** Spec 000 §5: letter on when holder.length > 5 and address.length > 19. */
export function letterFlagFor(holder: string, address: string): boolean {
  return holder.trim().length > 5 && address.trim().length > 19;
}
