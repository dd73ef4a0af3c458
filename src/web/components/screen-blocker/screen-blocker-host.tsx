/**
 * The screen blocker's view, loaded the first time something blocks the screen
 * (README "Performance"): the login page does not download its overlay and progress bar (only signed-in
 * screens block, and the signed-in chunk imports the view up front). Renders nothing until the view is here; then `ScreenBlocker` follows the store
 * (`block`) as before. A failed fetch (no network) is retried when the store changes.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { block } from './blocker-store';

type View = typeof import('./screen-blocker').ScreenBlocker;
let loading: Promise<View> | null = null;

/** The view's module, fetched once; a failure is forgotten so the next call retries. */
export function loadScreenBlocker(): Promise<View> {
  loading ??= import('./screen-blocker').then(
    (m) => m.ScreenBlocker,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The app-wide blocker (spec 000 §4), mounted by the providers. */
export function ScreenBlockerHost() {
  const entries = useSyncExternalStore(block.subscribe, block.getSnapshot, block.getSnapshot);
  const [View, setView] = useState<View | null>(null);
  useEffect(() => {
    if (entries.length === 0 || View) return;
    let live = true;
    loadScreenBlocker().then(
      (v) => live && setView(() => v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entries, View]);
  return View ? <View /> : null;
}
