/**
 * Installs the grid's keyboard shortcuts on the window (spec 000 §2). The handler is read
 * through a ref so the listener is attached once and never re-bound on re-render.
 */
import { useEffect, useRef } from 'react';
import { gridKeyAction, keyBelongsToTarget, type GridKeyAction } from '../lib/grid-keys';

/**
 * Calls `onAction` for each grid key while `isActive()` is true, no menu is open and the
 * key is not meant for the focused element (text field, dialog, button); a held Enter or
 * Space acts once. The default browser action of a
 * handled key (page scroll on arrows and space) is prevented.
 */
export function useGridKeyboard(onAction: (a: GridKeyAction) => void, isActive: () => boolean) {
  const handler = useRef(onAction);
  const active = useRef(isActive);
  useEffect(() => {
    handler.current = onAction;
    active.current = isActive;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const action = gridKeyAction(e);
      if (!action) return;
      if (keyBelongsToTarget(e.target, e.key)) return;
      // A held Enter or Space chose a menu entry (or opened a dialog) already; its repeats
      // must not act again on the cell that gets the focus back.
      if (e.repeat && (e.key === 'Enter' || e.key === ' ')) return;
      // A context menu, even one still fading out or not yet holding the focus, owns the
      // keys: Enter acts on its entry only, never also on the cell below.
      if (document.querySelector('[role="menu"]')) return;
      if (!active.current()) return;
      e.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
