/**
 * The grid's context menu (`cell-menu.tsx`, spec 000 §2) loaded at first use (README "Performance"):
 * Mantine's Menu, Popover and floating-ui are not needed to paint the grid. The grid's
 * popups start loading it at the desk's first key press or tap (`grid-popups.tsx`).
 */
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';
import type { CellMenuProps } from './cell-menu';

export { cellMenuItems } from './cell-menu-items';

/** The lazily loaded menu itself (with `preload()`). */
export const CellMenuPopup = lazyPopup(() => import('./cell-menu'), 'CellMenu');

/** Same props and behaviour as `cell-menu.tsx`'s `CellMenu`; mounted from its first opening. */
export function CellMenu(props: CellMenuProps) {
  return (
    <OnceOpened opened={props.opened && props.state !== null} onLoadFailed={props.onClose}>
      <CellMenuPopup {...props} />
    </OnceOpened>
  );
}
