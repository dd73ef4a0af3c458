/**
 * The grid's selected date, kept in the URL query `?data=YYYY-MM-DD` (spec 000 §2) so a
 * reload keeps the day, plus the deep-link cell `?riga=&colonna=` from the archive.
 *
 * The date lives in React state first, so a day change repaints at once; the URL is then
 * rewritten with `history.replaceState` (no router transition, no history entry per key
 * press) in a task right after the frame that shows the new day: in the key's own task it
 * was the largest single cost before the paint (bench/README.md "Day change in the grid").
 * A press that comes before the rewrite replaces it (one rewrite for the last date); the
 * rewrite is dropped if the URL changed meanwhile (a router navigation: its URL wins), and
 * done at once when the grid unmounts or the page is hidden. So the URL lags the label
 * by at most one frame. Navigations made by the router (a link to this screen with other
 * parameters) are applied when they arrive.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isIsoDate } from '@shared/domain/iso-date';

export type DeepLinkCell = { riga: string | null; colonna: string | null; nonce: string };

function readParams(search: string) {
  const q = new URLSearchParams(search);
  const data = q.get('data');
  return {
    date: data && isIsoDate(data) ? data : null,
    riga: q.get('riga'),
    colonna: q.get('colonna'),
  };
}

/** Writes `?data=` into the hash URL without a router navigation. */
function writeDateToUrl(date: string): void {
  const hash = window.location.hash || '#/';
  const [path = '#/', query = ''] = hash.split('?');
  const q = new URLSearchParams(query);
  if (q.get('data') === date) return;
  q.set('data', date);
  q.delete('riga');
  q.delete('colonna');
  window.history.replaceState(window.history.state, '', `${path}?${q.toString()}`);
}

/** A rewrite waiting for the frame to paint: `run` does it (once), `cancel` drops it. */
type PendingWrite = { run: () => void; cancel: () => void };

/**
 * Schedules `writeDateToUrl(date)` in a task after the next frame (`requestAnimationFrame`
 * then `setTimeout(0)`). It is skipped if `location.hash` is no longer what it was when
 * scheduled (somebody else changed the URL in between).
 */
function scheduleDateWrite(date: string): PendingWrite {
  const hash = window.location.hash;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (window.location.hash === hash) writeDateToUrl(date);
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  return { run, cancel };
}

/**
 * Returns the date, a setter, and the deep-link cell of the last router navigation
 * (`nonce` changes with each navigation, so the same cell can be linked twice).
 */
export function useGridDate(today: string) {
  const location = useLocation();
  const initial = readParams(location.search);
  const [date, setDateState] = useState<string>(initial.date ?? today);
  const [deepLink, setDeepLink] = useState<DeepLinkCell>({
    riga: initial.riga,
    colonna: initial.colonna,
    nonce: location.key,
  });
  // Hash edits typed or pasted in the address bar all get the key "default": the search
  // string tells them apart.
  const navId = `${location.key}|${location.search}`;
  const [seen, setSeen] = useState(navId);
  // A new navigation sets the date and the deep-linked cell in the same render (React's
  // "adjusting state when a prop changes"), not in an effect and a second render after it.
  if (seen !== navId) {
    setSeen(navId);
    const p = readParams(location.search);
    if (p.date) setDateState(p.date);
    setDeepLink({ riga: p.riga, colonna: p.colonna, nonce: navId });
  }

  const pending = useRef<PendingWrite | null>(null);
  useEffect(() => {
    pending.current?.cancel();
    pending.current = scheduleDateWrite(date);
  }, [date]);
  // On unmount or when the page is hidden (reload, leaving), the waiting rewrite is done now.
  useEffect(() => {
    const flush = () => pending.current?.run();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  /** Sets the date (or derives it from the current one, so fast key repeats add up). */
  const setDate = useCallback((next: string | ((current: string) => string)) => {
    setDateState((cur) => {
      const value = typeof next === 'function' ? next(cur) : next;
      return isIsoDate(value) ? value : cur;
    });
  }, []);

  return { date, setDate, deepLink };
}
