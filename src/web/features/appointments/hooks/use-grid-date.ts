/**
 * The grid's selected date, kept in the URL query `?data=YYYY-MM-DD` (spec 000 §2) so a
 * reload keeps the day, plus the deep-link cell `?riga=&colonna=` from the archive.
 *
 * The date lives in React state first, so a day change repaints at once; the URL is then
 * rewritten with `history.replaceState` (no router transition, no history entry per key
 * press). The rewrite stays in the day change's own task (~1 ms in Chromium): moved after
 * the paint, a reload made right after the new day appeared could still find the previous
 * date in the URL (README "Performance"). Navigations made by the router (a link to this screen
 * with other parameters) are applied when they arrive.
 */
import { useCallback, useEffect, useState } from 'react';
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

  useEffect(() => {
    writeDateToUrl(date);
  }, [date]);

  /** Sets the date (or derives it from the current one, so fast key repeats add up). */
  const setDate = useCallback((next: string | ((current: string) => string)) => {
    setDateState((cur) => {
      const value = typeof next === 'function' ? next(cur) : next;
      return isIsoDate(value) ? value : cur;
    });
  }, []);

  return { date, setDate, deepLink };
}
