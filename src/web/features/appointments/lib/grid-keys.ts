/**
 * The grid's keyboard map (spec 000 §2 "Keyboard shortcuts"). Turns a key event into a
 * grid action; the page decides whether shortcuts are active at all.
 */

export type GridKeyAction =
  | { type: 'move'; dRow: number; dColumn: number }
  | { type: 'day'; delta: number }
  | { type: 'today' }
  | { type: 'edit' }
  | { type: 'phone' }
  | { type: 'details' }
  | { type: 'waitingAndCopy' }
  | { type: 'regular' }
  | { type: 'annotations' }
  | { type: 'menu' };

/** The key fields this map reads (a KeyboardEvent fits). */
export type KeyLike = {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
};

/**
 * The action of a key, or null: arrows move; + and − (also on the numpad) change day by
 * one; `.` goes to today; Enter edits; space shows the phone; d details; c stato 1 and copy
 * phone; v stato 2; x vehicle annotations; Shift+F10 and the ContextMenu key open the
 * cell's context menu. Keys with Ctrl, Meta or Alt are never taken.
 */
export function gridKeyAction(e: KeyLike): GridKeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) return { type: 'menu' };
  if (e.code === 'NumpadAdd') return { type: 'day', delta: 1 };
  if (e.code === 'NumpadSubtract') return { type: 'day', delta: -1 };
  switch (e.key) {
    case 'ArrowUp':
      return { type: 'move', dRow: -1, dColumn: 0 };
    case 'ArrowDown':
      return { type: 'move', dRow: 1, dColumn: 0 };
    case 'ArrowLeft':
      return { type: 'move', dRow: 0, dColumn: -1 };
    case 'ArrowRight':
      return { type: 'move', dRow: 0, dColumn: 1 };
    case '+':
      return { type: 'day', delta: 1 };
    case '-':
      return { type: 'day', delta: -1 };
    case '.':
      return { type: 'today' };
    case 'Enter':
      return { type: 'edit' };
    case ' ':
    case 'Spacebar':
      return { type: 'phone' };
    case 'd':
    case 'D':
      return { type: 'details' };
    case 'c':
    case 'C':
      return { type: 'waitingAndCopy' };
    case 'v':
    case 'V':
      return { type: 'regular' };
    case 'x':
    case 'X':
      return { type: 'annotations' };
    default:
      return null;
  }
}

/**
 * True when a key event must be left to the element that has focus: text fields, selects,
 * editable content, anything inside an open dialog or menu, and Enter/space on buttons and
 * links (they activate themselves).
 */
export function keyBelongsToTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="alertdialog"]')) {
    return true;
  }
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if ((target as HTMLElement).isContentEditable) return true;
  if ((key === 'Enter' || key === ' ') && (tag === 'BUTTON' || tag === 'A')) return true;
  return false;
}
