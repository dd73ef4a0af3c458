import { useEffect, useRef, useState } from 'react';

/** How long a loading screen stays once it is on screen, ms (spec 000 §9, 001 §4). */
export const LOADING_SCREEN_MIN_MS = 500;

/**
 * A loading state that does not flash (spec 000 §9 "loading screens wait 500 ms", 001 §4):
 * true while `active`; the indicator is considered on screen `delayMs` after `active`
 * turned true (the loader's own "after 1 s" delay, `PageLoader`), and from then on the
 * result stays true for at least `minMs`, even if `active` ends sooner. A load that ends
 * before `delayMs` never showed anything, so it is not held. Returns whether to keep
 * rendering the loading screen.
 *
 * Times in ms; `delayMs` must be the one the rendered loader uses. Meant for whole-screen
 * loaders only: parts that must follow the data at once (the grid's day switch) do not use it.
 */
export function useMinimumDuration(active: boolean, minMs: number, delayMs = 0): boolean {
  // True from the moment the indicator appears until it has been up `minMs` and `active` ended.
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (!active || shown) return;
    const timer = setTimeout(() => {
      shownAt.current = Date.now();
      setShown(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [active, shown, delayMs]);

  useEffect(() => {
    if (active || !shown) return;
    const left = Math.max(0, shownAt.current + minMs - Date.now());
    const timer = setTimeout(() => setShown(false), left);
    return () => clearTimeout(timer);
  }, [active, shown, minMs]);

  return active || shown;
}
