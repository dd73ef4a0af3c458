/**
 * Unsaved settings drafts in sessionStorage, one per settings screen, so a reload, a crash
 * or a refused SALVA never loses what was typed (as the grid's edit dialog does). Cleared
 * after a successful save or by "Scarta bozza". Secrets (the SMS token) are never stored.
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is kept: the screen's typed values and when (ms since epoch). */
export type SettingsDraft<T> = { values: T; savedAt: number };

const PREFIX = 'reviapp:settings-draft:';

function storage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Storage key of a screen: `reviapp:settings-draft:sms`. */
export function settingsDraftKey(screen: string): string {
  return `${PREFIX}${screen}`;
}

/**
 * Keeps `values` as the draft of `screen`, or drops it when they equal `saved` (nothing
 * unsaved). A full or blocked storage is ignored: the form still holds the text.
 */
export function writeSettingsDraft<T>(
  screen: string,
  values: T,
  saved: T,
  store: StorageLike | null = storage(),
  now: () => number = Date.now,
): void {
  try {
    if (sameValues(values, saved)) store?.removeItem(settingsDraftKey(screen));
    else
      store?.setItem(
        settingsDraftKey(screen),
        JSON.stringify({ values, savedAt: now() } satisfies SettingsDraft<T>),
      );
  } catch {
    // Quota or privacy mode: nothing more to do, the text is still on screen.
  }
}

/**
 * The draft of `screen` laid over `base`: every key of `base` takes the draft's value when
 * the draft has one of the same type (so a draft from an older form never adds or breaks
 * fields). Null when there is no readable draft.
 */
export function readSettingsDraft<T extends Record<string, unknown>>(
  screen: string,
  base: T,
  store: StorageLike | null = storage(),
): T | null {
  try {
    const raw = store?.getItem(settingsDraftKey(screen));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<SettingsDraft<Record<string, unknown>>>;
    if (!draft || typeof draft.values !== 'object' || draft.values === null) return null;
    const out: Record<string, unknown> = { ...base };
    for (const key of Object.keys(base)) {
      const v = draft.values[key];
      if (v !== undefined && sameShape(v, base[key])) out[key] = v;
    }
    return out as T;
  } catch {
    return null;
  }
}

/** Forgets the draft of `screen`. */
export function clearSettingsDraft(screen: string, store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(settingsDraftKey(screen));
  } catch {
    // nothing kept
  }
}

function sameShape(a: unknown, b: unknown): boolean {
  if (Array.isArray(b)) return Array.isArray(a);
  if (b === null) return a === null;
  return typeof a === typeof b && !Array.isArray(a);
}

/** Deep equality of JSON values. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
