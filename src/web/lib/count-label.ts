/**
 * An Italian count with its noun: "1 riga", "3 righe" (the singular only for exactly one;
 * zero takes the plural, as in Italian). Used by the screens' `texts.ts`.
 *
 * @param n how many (a whole number)
 * @param one the words after "1" (singular)
 * @param many the words after any other count (plural)
 */
export function countLabel(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}
