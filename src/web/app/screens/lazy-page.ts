/**
 * `lazyPage(load, pick, props?)`: a screen's component from a feature's `pages.ts`, loaded
 * on first render (its own chunk, README "Performance"), with fixed `props` or composed
 * with other features' slots by `pick` (features never import each other).
 * `lazyScreen(path, title, load, pick, extra?)`: the row of such a screen.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { afterVisibleLoaders } from '@web/components/page-loader';
import type { Screen } from './types';

/** `load` imports the module(s); `pick` returns the component to render. */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  ...props: keyof P extends never ? [] : [P]
) {
  return lazy(() =>
    // Once the screen's loader is up it stays 500 ms (spec 000 §9, `afterVisibleLoaders`).
    load()
      .then(afterVisibleLoaders)
      .then((m) => {
        const Page = pick(m);
        const fixed = props[0];
        if (!fixed) return { default: Page as ComponentType };
        return { default: () => createElement(Page, fixed) };
      }),
  );
}

/**
 * The screen row (docs/ARCHITECTURE.md "Adding a screen") of a page without props: `path`
 * and Italian `title`, its `gate` and side-menu entry from `extra` (none when left out), and
 * the component `pick` returns from the module `load` imports (`lazyPage`).
 */
export function lazyScreen<M>(
  path: string,
  title: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  extra: Pick<Screen, 'gate' | 'menu'> = {},
): Screen {
  return { path, title, ...extra, Component: lazyPage(load, pick) };
}
