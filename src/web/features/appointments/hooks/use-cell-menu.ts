/**
 * State of the grid's context menu (spec 000 §2): opens it at a pointer or under a cell,
 * names it after the cell, and on close gives keyboard focus back to the cell it was
 * opened on, so Esc (or any choice) leaves the desk where it was.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { CellMenuAnchor, CellMenuEntry, CellMenuState } from '../components/cell-menu';
import { gridCellElement } from '../components/grid/appointments-grid';
import type { CellPos } from '../lib/grid-model';

/** A 0 × 0 anchor at a pointer position. */
export function pointAnchor(x: number, y: number): CellMenuAnchor {
  return { left: x, top: y, width: 0, height: 0 };
}

/** The box of `el` on screen, so the menu opens just below it. */
export function elementAnchor(el: Element): CellMenuAnchor {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

export type CellMenuControl = {
  state: CellMenuState | null;
  opened: boolean;
  /**
   * Opens the menu of the cell at `pos` with `entries`: at `point` (pointer, long press)
   * or, without one, just below the cell (keyboard), scrolling it into view first.
   */
  open: (pos: CellPos, entries: readonly CellMenuEntry[], point?: { x: number; y: number }) => void;
  /** Closes the menu and focuses the cell it belonged to. */
  close: () => void;
};

/** The context menu of the grid rendered inside `rootRef` (cells are found there by position). */
export function useCellMenu(rootRef: RefObject<HTMLElement | null>): CellMenuControl {
  const [state, setState] = useState<CellMenuState | null>(null);
  const [opened, setOpened] = useState(false);
  const openPos = useRef<CellPos | null>(null);

  const open = useCallback<CellMenuControl['open']>(
    (pos, entries, point) => {
      const td = gridCellElement(rootRef.current, pos);
      if (!point) td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const anchor = point
        ? pointAnchor(point.x, point.y)
        : td
          ? elementAnchor(td)
          : pointAnchor(0, 0);
      // Named after the slot ("Azioni 9:00 Appuntamento 1"): the row's time and the column.
      const time = td?.closest('tr')?.querySelector('th')?.textContent?.trim() ?? '';
      openPos.current = pos;
      setState({ pos, anchor, entries, label: `Azioni ${time} Appuntamento ${pos.column}` });
      setOpened(true);
    },
    [rootRef],
  );

  const close = useCallback(() => {
    setOpened(false);
    const pos = openPos.current;
    openPos.current = null;
    if (pos) gridCellElement(rootRef.current, pos)?.focus({ preventScroll: true });
  }, [rootRef]);

  return { state, opened, open, close };
}
