/**
 * Installs the grid's keyboard shortcuts on the window (spec 000 §2). The handler is read
 * through a ref so the listener is attached once and never re-bound on re-render.
 */
import { useEffect, useRef } from 'react';
import { gridKeyAction, keyBelongsToTarget, type GridKeyAction } from '../lib/grid-keys';

/**
 * Calls `onAction` for each grid key while `isActive()` is true and the key is not meant
 * for the focused element (text field, dialog, button). The default browser action of a
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
      if (!active.current()) return;
      e.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
