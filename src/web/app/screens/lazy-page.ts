/**
 * `lazyPage(load, pick, props?)`: a screen's component from a feature's `pages.ts`, loaded
 * on first render (its own chunk, README "Performance"), with fixed `props` or composed
 * with other features' slots by `pick` (features never import each other).
 */
import { createElement, lazy, type ComponentType } from 'react';

/** `load` imports the module(s); `pick` returns the component to render. */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  ...props: keyof P extends never ? [] : [P]
) {
  return lazy(() =>
    load().then((m) => {
      const Page = pick(m);
      const fixed = props[0];
      if (!fixed) return { default: Page as ComponentType };
      return { default: () => createElement(Page, fixed) };
    }),
  );
}
