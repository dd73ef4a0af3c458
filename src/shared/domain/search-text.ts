/**
 * The archive's search normalisation (spec 001 §2 archivio: "partial words, accents and
 * case ignored"). The same character map is used twice, so the two can never disagree:
 * - in SQL, by the generated column `appointments.search_text` (`searchTextSql`):
 *   `lower(translate(surname ‖ ' ' ‖ phone ‖ ' ' ‖ plate ‖ ' ' ‖ model, FROM, TO))` —
 *   `translate` and `lower` are immutable, unlike `unaccent`, so PostgreSQL can store and
 *   index it (trigram GIN index);
 * - in TypeScript, by `searchTokens` on the words typed in the search box.
 */

/** Accented letters (both cases) folded by the search… */
export const ACCENTED_FROM = 'àáâäãåèéêëìíîïòóôöõùúûüçñÀÁÂÄÃÅÈÉÊËÌÍÎÏÒÓÔÖÕÙÚÛÜÇÑ';
/** …into these plain letters, position by position. */
export const ACCENTED_TO = 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN';

const FOLD = new Map([...ACCENTED_FROM].map((c, i) => [c, ACCENTED_TO[i]!]));

/** Shortest word the trigram index can look up (a trigram is three characters). */
export const SEARCH_MIN_TOKEN = 3;
/** Most words of one search (each one more condition on the index). */
export const SEARCH_MAX_TOKENS = 6;

/** Folds accents (`FROM` → `TO`) then lowercases: `"Niccolò"` → `"niccolo"`. */
export function foldSearchText(value: string): string {
  let out = '';
  for (const c of value) out += FOLD.get(c) ?? c;
  return out.toLowerCase();
}

/**
 * The words of a search, folded, without duplicates, at most `SEARCH_MAX_TOKENS` (the
 * longest kept): every one must appear in the row. Spaces and `.,;:/-` separate words.
 */
export function searchTokens(query: string): string[] {
  const words = [
    ...new Set(
      foldSearchText(query)
        .split(/[\s.,;:/\\-]+/)
        .filter(Boolean),
    ),
  ];
  return words.sort((a, b) => b.length - a.length).slice(0, SEARCH_MAX_TOKENS);
}

/** True when the search has a word of at least `SEARCH_MIN_TOKEN` characters. */
export function isSearchable(query: string): boolean {
  return searchTokens(query).some((w) => w.length >= SEARCH_MIN_TOKEN);
}

/** SQL literal of a string (single quotes doubled): for the generated column only. */
function literal(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** The expression of the generated column `search_text` over the appointment columns. */
export const searchTextSql = `lower(translate(("surname" || ' ' || "phone" || ' ' || "plate" || ' ' || "model"), ${literal(ACCENTED_FROM)}, ${literal(ACCENTED_TO)}))`;
