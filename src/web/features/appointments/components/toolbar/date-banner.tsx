/**
 * Full-screen date banner shown for 1300 ms whenever the day changes (spec 000 §2, §9).
 * It is purely visual: `pointer-events: none`, no focus, no role that would stop the grid's
 * keyboard, and it is drawn on top of the already painted new day.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { formatLongItalian } from '@shared/domain/dates';
import classes from './toolbar.module.css';

/** Banner duration in ms (spec 000 §9). */
export const DATE_BANNER_MS = 1300;

/** Shows `date` in a banner each time it changes after the first render (memoised). */
export const DateBanner = memo(function DateBanner({ date }: { date: string }) {
  const previous = useRef(date);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (previous.current === date) return;
    previous.current = date;
    setShown(date);
    const t = setTimeout(() => setShown(null), DATE_BANNER_MS);
    return () => clearTimeout(t);
  }, [date]);
  if (!shown) return null;
  return (
    <div className={classes.banner} aria-hidden="true" key={shown}>
      <div className={classes.bannerText}>{formatLongItalian(shown)}</div>
    </div>
  );
});
