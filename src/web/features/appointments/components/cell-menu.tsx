/**
 * The context menu of a grid cell (spec 000 §2), a real ARIA menu built on Mantine's `Menu`:
 * `role="menu"` with `menuitem` entries and the five states as `menuitemradio` with
 * `aria-checked`. Opened at the pointer (right click, long press) or under the cell
 * (Shift+F10, the ContextMenu key); focus moves to the first entry, arrows move (wrapping,
 * Home/End), Enter or Space chooses, Esc or a click outside closes. The owner gives focus
 * back to the cell in `onClose` (see `useCellMenu`).
 */
import type { CSSProperties, MouseEvent } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { STATUS_COLORS } from '@shared/domain/status';
import type { CellPos } from '../lib/grid-model';
import type { CellMenuEntry } from './cell-menu-items';

export {
  cellMenuItems,
  type CellMenuActions,
  type CellMenuEntry,
  type GridClipboard,
} from './cell-menu-items';

/** The box the menu opens next to, in viewport pixels (0 × 0 at a pointer). */
export type CellMenuAnchor = { left: number; top: number; width: number; height: number };

/** An open (or closing) menu: which cell, where, its accessible name and entries. */
export type CellMenuState = {
  pos: CellPos;
  anchor: CellMenuAnchor;
  /** Accessible name, e.g. "Azioni 9:00 Appuntamento 1". */
  label: string;
  entries: readonly CellMenuEntry[];
};

function Swatch({ status, current }: { status: number; current: boolean }) {
  const color = STATUS_COLORS[status as keyof typeof STATUS_COLORS];
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 16,
        height: 16,
        borderRadius: 4,
        background: status === 0 ? '#fff' : `var(--mantine-color-${color}-2)`,
        border: `2px solid var(--mantine-color-${color}-6)`,
      }}
    >
      {current ? <IconCheck size={11} stroke={3} /> : null}
    </span>
  );
}

const HIDDEN_INDICATOR = { itemIndicator: { display: 'none' } } as const;
const STATUS_LABEL: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 10 };

function Entry({ entry, first }: { entry: CellMenuEntry; first: boolean }) {
  // data-autofocus: the menu's focus trap puts focus on the first entry when it opens.
  const autofocus = first ? { 'data-autofocus': true } : {};
  switch (entry.kind) {
    case 'divider':
      return <Menu.Divider />;
    case 'status':
      return (
        <Menu.RadioItem
          {...autofocus}
          value={String(entry.status)}
          checked={entry.checked}
          closeMenuOnClick
          styles={HIDDEN_INDICATOR}
          onClick={entry.onSelect}
        >
          <span style={STATUS_LABEL}>
            <Swatch status={entry.status} current={entry.checked} />
            {entry.title}
          </span>
        </Menu.RadioItem>
      );
    case 'item':
      return (
        <Menu.Item
          {...autofocus}
          leftSection={entry.icon}
          color={entry.color}
          disabled={entry.disabled}
          onClick={entry.onSelect}
        >
          {entry.title}
        </Menu.Item>
      );
  }
}

/**
 * At a pointer, like a native context menu: never flips away from the pointer, slides up
 * (and left) to stay on screen. Under a cell (keyboard): never covers the cell, opens below
 * or above it where there is more room. Both scroll only when taller than the room.
 */
const POINTER_MIDDLEWARES = {
  flip: false,
  shift: { crossAxis: true, padding: 8 },
  size: { padding: 8 },
} as const;
const CELL_MIDDLEWARES = {
  flip: { fallbackStrategy: 'bestFit', padding: 8 },
  shift: { padding: 8 },
  size: { padding: 8 },
} as const;

/**
 * Popover's `withRoles={false}`, which Menu forwards to its Popover but does not type: the
 * dropdown keeps `role="menu"` and our aria-label, instead of an aria-labelledby pointing at
 * the invisible anchor (which would name the menu "").
 */
const NO_POPOVER_ROLES = { withRoles: false } as Record<string, unknown>;

const preventNativeMenu = (event: MouseEvent) => event.preventDefault();

export type CellMenuProps = {
  /** The menu's contents; kept while it closes so the exit transition has something to show. */
  state: CellMenuState | null;
  opened: boolean;
  /** Called once when the menu closes by itself: entry chosen, Esc, click outside. */
  onClose: () => void;
};

/** The context menu of a cell, anchored at `state.anchor`. */
export function CellMenu({ state, opened, onClose }: CellMenuProps) {
  const anchor = state?.anchor ?? { left: 0, top: 0, width: 0, height: 0 };
  const firstEnabled = state?.entries.findIndex(
    (e) => e.kind === 'status' || (e.kind === 'item' && !e.disabled),
  );
  return (
    <Menu
      opened={opened && state !== null}
      onClose={onClose}
      position="bottom-start"
      offset={anchor.height > 0 ? 2 : 4}
      middlewares={anchor.height > 0 ? CELL_MIDDLEWARES : POINTER_MIDDLEWARES}
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
      returnFocus={false}
      {...NO_POPOVER_ROLES}
      shadow="md"
      width={230}
      transitionProps={{ duration: 80 }}
    >
      <Menu.Target>
        <div
          aria-hidden="true"
          data-cell-menu-anchor=""
          style={{
            position: 'fixed',
            pointerEvents: 'none',
            left: anchor.left,
            top: anchor.top,
            width: anchor.width,
            height: anchor.height,
          }}
        />
      </Menu.Target>
      <Menu.Dropdown
        aria-label={state?.label}
        onContextMenu={preventNativeMenu}
        style={{ overflowY: 'auto' }}
      >
        {state?.entries.map((entry, i) => (
          <Entry key={entry.key} entry={entry} first={i === firstEnabled} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
