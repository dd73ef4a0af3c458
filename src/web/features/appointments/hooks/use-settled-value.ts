/**
 * A value that follows another once it stops changing quickly (README "Performance"): the grid's side
 * column, notes and date banner follow the grid's date with it, so a run of `+` / `-` does
 * not re-render them, fetch their data and remount the banner for every day it passes.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Returns `[settled, settleNow]`. `settled` takes `value`:
 * - at once (in a transition, after the urgent render that changed `value`) when `value`
 *   had not changed for `quietMs` before — a single key press;
 * - otherwise once `value` has stayed the same for `quietMs` — the end of a run of keys.
 *
 * `settleNow()` applies a pending value synchronously (call it before the user acts on
 * what follows `settled`, e.g. on a pointer press); it does nothing when none is pending.
 */
export function useSettledValue<T>(value: T, quietMs: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    const now = performance.now();
    const quiet = now - lastChange.current >= quietMs;
    lastChange.current = now;
    if (quiet) {
      startTransition(() => setSettled(value));
      return;
    }
    const timer = setTimeout(() => {
      pending.current = null;
      startTransition(() => setSettled(value));
    }, quietMs);
    pending.current = { value, timer };
    return () => {
      clearTimeout(timer);
      pending.current = null;
    };
  }, [value, quietMs]);

  const settleNow = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    setSettled(p.value);
  }, []);

  return [settled, settleNow];
}
