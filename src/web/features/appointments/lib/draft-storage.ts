/**
 * Unsaved edit-dialog drafts in sessionStorage, one per slot, so a reload or a crash never
 * loses what was typed (issue: nothing typed may ever be lost). Cleared on save, on delete, or by "Scarta bozza".
 */
import type { FormValues } from './appointment-form';

/** What is stored: the typed values, and which appointment/version they were typed over. */
export type Draft = {
  values: FormValues;
  /** Id of the edited appointment, null for a new one. */
  appointmentId: number | null;
  /** The version the user started from (sent with the save, so a stale base is detected). */
  baseVersion: number | null;
  /** ms since epoch. */
  savedAt: number;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'reviapp:draft:';

/** Storage key of a slot: `reviapp:draft:2026-11-20:3:1`. */
export function draftKey(date: string, row: number, column: number): string {
  return `${PREFIX}${date}:${row}:${column}`;
}

function storage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Saves a draft; a full or blocked storage is ignored (the dialog still holds the text). */
export function saveDraft(key: string, draft: Draft, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: nothing more we can do, the text is still on screen.
  }
}

/** The draft of a slot, or null when none (or unreadable). */
export function loadDraft(key: string, store: StorageLike | null = storage()): Draft | null {
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    return d && typeof d === 'object' && d.values && typeof d.values === 'object' ? d : null;
  } catch {
    return null;
  }
}

/** Forgets the draft of a slot. */
export function clearDraft(key: string, store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // ignore
  }
}
