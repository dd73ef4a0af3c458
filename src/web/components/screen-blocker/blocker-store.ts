/**
 * The full-screen blocker's message stack (spec 000 §4 "Screen blocker", §9 ids of 15
 * characters). Newest entry first; the blocker is visible while at least one exists.
 * A tiny external store read with `useSyncExternalStore`.
 */

export type BlockEntry = {
  id: string;
  /** Message; line breaks are shown. */
  text: string;
  /** Progress 0–100, or null for no bar. */
  percent: number | null;
  /** Cancel action behind the ANNULLA button, or null for no button. */
  onCancel: (() => void) | null;
};

export type BlockInput = { text: string; percent?: number | null; onCancel?: (() => void) | null };
export type BlockPatch = Partial<Omit<BlockEntry, 'id'>>;

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 15-character alphanumeric id (spec 000 §9). */
export function blockId(): string {
  const bytes = new Uint8Array(15);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHANUM[b % ALPHANUM.length]).join('');
}

export type BlockerStore = ReturnType<typeof createBlockerStore>;

/** Creates an independent stack (the app uses the shared `block` below). */
export function createBlockerStore() {
  let entries: readonly BlockEntry[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly BlockEntry[]) => {
    entries = next;
    listeners.forEach((l) => l());
  };
  return {
    /** Pushes a message on top of the stack; returns its id. */
    add(input: BlockInput): string {
      const id = blockId();
      const entry: BlockEntry = {
        id,
        text: input.text,
        percent: input.percent ?? null,
        onCancel: input.onCancel ?? null,
      };
      set([entry, ...entries]);
      return id;
    },
    /** Removes a message; unknown ids are ignored. */
    remove(id: string): void {
      if (entries.some((e) => e.id === id)) set(entries.filter((e) => e.id !== id));
    },
    /** Changes a message's text, percent or cancel action; unknown ids are ignored. */
    update(id: string, patch: BlockPatch): void {
      if (entries.some((e) => e.id === id))
        set(entries.map((e) => (e.id === id ? { ...e, ...patch, id } : e)));
    },
    /** Removes every message. */
    clear(): void {
      if (entries.length) set([]);
    },
    /** The stack, newest first (stable between changes, for useSyncExternalStore). */
    getSnapshot: (): readonly BlockEntry[] => entries,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's screen blocker: `const id = block.add({ text: 'Invio…', percent: 0 })`. */
export const block = createBlockerStore();
