/**
 * Touch gestures of the grid (spec 000 §2): a horizontal swipe of more than 130 px changes
 * day (left → next, right → previous) unless the finger moved more vertically than
 * horizontally (a scroll); a 500 ms press without moving opens the context menu.
 */
import { useCallback, useEffect, useRef } from 'react';

/** Swipe threshold in px (spec 000 §9 "swipe delta 130"). */
export const SWIPE_DELTA_PX = 130;
/** Long-press duration in ms. */
export const LONG_PRESS_MS = 500;
const MOVE_TOLERANCE_PX = 10;

/** The day change of a finished touch, or 0: positive = next day. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_DELTA_PX || Math.abs(dy) >= Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

export type TouchGestureHandlers = {
  /** Called with +1 (next day) or -1 (previous day). */
  onSwipe: (delta: 1 | -1) => void;
  /** Called with the pressed element and the touch point. */
  onLongPress: (target: Element, x: number, y: number) => void;
};

/**
 * Attaches the gestures to the element in `ref` (start and move listeners are passive, so
 * scrolling stays smooth).
 * Returns a function telling whether a long press just fired, so the click that follows
 * the finger lifting can be ignored.
 */
export function useTouchGestures(
  ref: React.RefObject<HTMLElement | null>,
  handlers: TouchGestureHandlers,
): () => boolean {
  const h = useRef(handlers);
  const lastLongPress = useRef(0);
  useEffect(() => {
    h.current = handlers;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let start: { x: number; y: number; t: EventTarget | null } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The current touch already opened the menu: its lifting must not click under the finger. */
    let pressed = false;
    const cancelTimer = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    };
    const onStart = (e: TouchEvent) => {
      if (e.touches.length !== 1) {
        start = null;
        cancelTimer();
        return;
      }
      const t = e.touches[0]!;
      pressed = false;
      start = { x: t.clientX, y: t.clientY, t: e.target };
      cancelTimer();
      timer = setTimeout(() => {
        timer = undefined;
        if (!start || !(start.t instanceof Element)) return;
        lastLongPress.current = Date.now();
        pressed = true;
        h.current.onLongPress(start.t, start.x, start.y);
        start = null;
      }, LONG_PRESS_MS);
    };
    const onMove = (e: TouchEvent) => {
      const t = e.touches[0];
      if (!start || !t) return;
      if (
        Math.abs(t.clientX - start.x) > MOVE_TOLERANCE_PX ||
        Math.abs(t.clientY - start.y) > MOVE_TOLERANCE_PX
      ) {
        cancelTimer();
      }
    };
    const onEnd = (e: TouchEvent) => {
      cancelTimer();
      // No compatibility mousedown/click after a long press: the menu just opened there.
      if (pressed && e.cancelable) e.preventDefault();
      pressed = false;
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const dir = swipeDirection(t.clientX - start.x, t.clientY - start.y);
      start = null;
      if (dir !== 0) h.current.onSwipe(dir);
    };
    const onCancel = () => {
      cancelTimer();
      start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: true });
    // Not passive: a long press cancels the click that lifting the finger would make.
    el.addEventListener('touchend', onEnd, { passive: false });
    el.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      cancelTimer();
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
    };
  }, [ref]);
  // Stable, so the grid's click handlers built on it stay stable and the memoised grid
  // does not re-render with every render of the screen.
  return useCallback(() => Date.now() - lastLongPress.current < 800, []);
}
