/**
 * Unsaved note drafts kept in sessionStorage, one per note date, so typed text survives
 * closing the editor, a failed save or a reload of the tab, until it is saved.
 */
const key = (date: string) => `reviapp:note-draft:${date}`;

/** The draft of `date`, or null when none is kept (or storage is unavailable). */
export function readNoteDraft(date: string): string | null {
  try {
    return sessionStorage.getItem(key(date));
  } catch {
    return null;
  }
}

/** Keeps `text` as the draft of `date`; a draft equal to the saved text is dropped. */
export function writeNoteDraft(date: string, text: string, savedText: string): void {
  try {
    if (text === savedText) sessionStorage.removeItem(key(date));
    else sessionStorage.setItem(key(date), text);
  } catch {
    // Storage full or disabled: the editor still holds the text while it is open.
  }
}

/** Drops the draft of `date` (after a successful save). */
export function clearNoteDraft(date: string): void {
  try {
    sessionStorage.removeItem(key(date));
  } catch {
    // nothing kept
  }
}
