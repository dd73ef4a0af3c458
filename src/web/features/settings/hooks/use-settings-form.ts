/**
 * Form state of a settings screen with a sessionStorage draft (`lib/settings-draft`): what
 * is typed is kept on every change and restored on reload until SALVA succeeds, so a bad
 * value refused by the server or a closed tab never loses typing.
 */
import { useRef, useState } from 'react';
import {
  clearSettingsDraft,
  readSettingsDraft,
  sameValues,
  writeSettingsDraft,
} from '../lib/settings-draft';

export type SettingsForm<T> = {
  values: T;
  /** Changes one field (and keeps the draft). */
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  /** True when the screen opened on a restored draft that is still unsaved. */
  restored: boolean;
  /** Back to the saved values; the draft is dropped. */
  discard: () => void;
  /**
   * After a successful save of `sent`: those become the saved values; the draft is dropped,
   * or kept when the user typed more while the save was running.
   */
  markSaved: (sent: T) => void;
};

/**
 * `screen` names the draft (e.g. `sms`); `saved` are the values as stored on the server
 * when the screen opened (read once, on mount).
 */
export function useSettingsForm<T extends Record<string, unknown>>(
  screen: string,
  saved: T,
): SettingsForm<T> {
  const [base, setBase] = useState(saved);
  const [values, setValues] = useState<T>(() => readSettingsDraft(screen, saved) ?? saved);
  const [restored, setRestored] = useState(() => !sameValues(values, saved));
  // The latest values for handlers that finish after more typing (an async save).
  const latest = useRef(values);
  const update = (next: T) => {
    latest.current = next;
    setValues(next);
  };
  return {
    values,
    restored,
    set: (key, value) => {
      const next = { ...latest.current, [key]: value };
      update(next);
      writeSettingsDraft(screen, next, base);
    },
    discard: () => {
      update(base);
      setRestored(false);
      clearSettingsDraft(screen);
    },
    markSaved: (sent) => {
      setBase(sent);
      setRestored(false);
      writeSettingsDraft(screen, latest.current, sent);
    },
  };
}
