/**
 * LIKE patterns from user text: `%`, `_` and `\` are escaped so a search for "50%" finds
 * the text "50%" and not everything (PostgreSQL's default LIKE escape is `\`).
 */

/** Escapes LIKE's wildcards in `term`. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` with `term` escaped: "contains" for LIKE / ILIKE. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
