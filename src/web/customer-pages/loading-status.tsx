/**
 * The customers' pages' loading screens (spec 001 §4 "Screens start loading, then ready;
 * loading screens wait 500 ms"; 000 §9 "Loading indicator after 1 s"): the status line is
 * empty for the first second, then shows its text, which stays at least 500 ms once shown
 * — a fast page never flashes it, and a slow one never drops it after a blink.
 */
import { useEffect, useState } from 'react';
import { LOADING_SCREEN_MIN_MS, useMinimumDuration } from '@web/hooks/use-minimum-duration';

/** How long a page loads before its loading text appears, ms (spec 000 §9). */
export const LOADING_TEXT_DELAY_MS = 1000;

/** Whether a page loading its data (`pending`) should still render its `LoadingStatus`. */
export function useLoadingStatus(pending: boolean): boolean {
  return useMinimumDuration(pending, LOADING_SCREEN_MIN_MS, LOADING_TEXT_DELAY_MS);
}

/** The status line: `text` after `LOADING_TEXT_DELAY_MS`, empty (but announced busy) before. */
export function LoadingStatus({ text }: { text: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), LOADING_TEXT_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <p className="pb-muted" role="status" aria-busy="true">
      {visible ? text : null}
    </p>
  );
}
