/**
 * A `Storage`-like store kept in a `Map`, for unit tests of code that takes its store as a
 * parameter (drafts, quick logins): `getItem` answers null for a missing key; `raw` is the
 * map itself, to look at or corrupt what was written.
 */
export function memoryStore() {
  const raw = new Map<string, string>();
  return {
    getItem: (k: string) => raw.get(k) ?? null,
    setItem: (k: string, v: string) => void raw.set(k, v),
    removeItem: (k: string) => void raw.delete(k),
    raw,
  };
}
