/**
 * Full-screen date banner shown for 1300 ms whenever the day changes (spec 000 §2, §9).
 * It is purely visual: `pointer-events: none`, no focus, no role that would stop the grid's
 * keyboard, and it is drawn on top of the already painted new day: it appears in a task
 * after that paint, never in the key press's frame (README "Performance"). During a run of `+` / `-`
 * the banner on screen takes each new date in place (same element, its fade started over)
 * instead of being mounted again for every day.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { formatLongItalian } from '@shared/domain/iso-date';
import { afterPaint } from '@web/features/appointments/lib/after-paint';
import classes from './toolbar.module.css';

/** Banner duration in ms (spec 000 §9). */
export const DATE_BANNER_MS = 1300;

/** Shows `date` in a banner each time it changes after the first render (memoised). */
export const DateBanner = memo(function DateBanner({ date }: { date: string }) {
  const previous = useRef(date);
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (previous.current === date) return;
    previous.current = date;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPaint(() => {
      setShown(date);
      // Already on screen: its CSS fade starts over, as a new banner's would.
      for (const a of box.current?.getAnimations?.() ?? []) a.currentTime = 0;
      hide = setTimeout(() => setShown(null), DATE_BANNER_MS);
    });
    return () => {
      cancel();
      if (hide !== undefined) clearTimeout(hide);
    };
  }, [date]);
  if (!shown) return null;
  return (
    <div className={classes.banner} aria-hidden="true" ref={box}>
      <div className={classes.bannerText}>{formatLongItalian(shown)}</div>
    </div>
  );
});
