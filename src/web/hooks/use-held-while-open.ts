import { useState } from 'react';

/**
 * `value` while the popup is open; the last value seen open while it closes, so the
 * closing animation does not flash an empty or error state when the caller clears it.
 */
export function useHeldWhileOpen<T>(value: T, opened: boolean): T {
  const [held, setHeld] = useState(value);
  if (opened && !Object.is(held, value)) setHeld(value);
  return opened ? value : held;
}
