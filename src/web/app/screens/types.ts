/**
 * A screen mounted by the router: its hash path (from `@web/config/paths`) and a lazily
 * loaded component, so each area is its own chunk and the grid's bundle does not grow.
 */
import type { ComponentType, LazyExoticComponent } from 'react';

export type Screen = {
  /** Hash path, e.g. `/user/rubrica` (spec 000 §2 routes). */
  path: string;
  Component: LazyExoticComponent<ComponentType>;
};
