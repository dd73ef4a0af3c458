/**
 * A screen row (docs/ARCHITECTURE.md "Adding a screen"): everything the app knows of one
 * screen, declared once in `screens/<area>.ts`. The router mounts `Component` at `path`
 * behind `gate`; the side menu (the layout feature's `menuEntries`/`adminEntries`) lists
 * the rows with `menu`; the settings home shows the tiles whose row's gate allows.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Session } from '@shared/contracts/auth';
import type { MenuIcon } from '@web/features/layout';

/** Who may open a screen (spec 000 §6 option flags, roles); the others go to `otherwise`. */
export type Gate = {
  allows: (session: Session) => boolean;
  /** Where a session the gate refuses is sent (a path of `@web/config/paths`). */
  otherwise: string;
};

export type Screen = {
  /** Hash path, e.g. `/user/rubrica` (from `@web/config/paths`; spec 000 §2 routes). */
  path: string;
  /** Italian title: the side menu's label (spec 000 §2 "Side menu" wording). */
  title: string;
  /** Option or role gate of the route, the menu entry and the settings tile, if any. */
  gate?: Gate;
  /**
   * A side-menu entry: its icon, its place (`order`, ascending across areas) and, when the
   * menu hides it more often than the gate refuses it, `show` (e.g. +mod_kuma).
   */
  menu?: { icon?: MenuIcon; order: number; show?: (session: Session) => boolean };
  /** The screen, lazily loaded: its area's chunk stays out of the grid's bundle. */
  Component: LazyExoticComponent<ComponentType>;
};
