/**
 * A Storage stand-in (the `getItem` / `setItem` / `removeItem` part of localStorage and
 * sessionStorage) kept in a Map, for unit tests of what the web keeps in the browser (quick
 * logins, edit drafts, settings drafts). `data` is the Map, to read or check what was written.
 */
export function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
