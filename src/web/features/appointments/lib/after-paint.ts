/**
 * Runs work just after the browser has painted the current update (README "Performance"): the grid's
 * day change paints first, then the neighbour prefetches and the URL rewrite run in a task
 * of their own instead of in the key press's frame.
 */

/**
 * Calls `fn` in a new task after the next animation frame (so after the paint that follows
 * the current update). Returns a function that cancels it if it has not run yet. Where
 * `requestAnimationFrame` is missing (tests, non-browser) it falls back to `setTimeout(0)`.
 * In a hidden tab frames pause, so the work waits until the tab is shown again.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let cancelled = false;
  const run = () => {
    if (!cancelled) fn();
  };
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      // The rAF callback runs before the paint; the timer's task comes after it.
      timer = setTimeout(run, 0);
    });
  } else {
    timer = setTimeout(run, 0);
  }
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
