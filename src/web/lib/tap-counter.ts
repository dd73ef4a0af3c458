/**
 * Counts quick taps for hidden gestures (spec 000 §2: seven taps on the title bar open the
 * settings; §6 and README "Signing in as super-admin": five taps on the logo switch the login to admin mode).
 */

export type TapCounter = {
  /** Registers one tap; true when it completes the gesture (the count then restarts). */
  tap(): boolean;
};

/**
 * A counter that fires after `needed` taps all falling within `windowMs` milliseconds.
 * `now` returns the current time in ms (injectable for tests).
 */
export function createTapCounter(
  needed: number,
  windowMs: number,
  now: () => number = Date.now,
): TapCounter {
  let taps: number[] = [];
  return {
    tap() {
      const t = now();
      taps = taps.filter((x) => t - x < windowMs);
      taps.push(t);
      if (taps.length < needed) return false;
      taps = [];
      return true;
    },
  };
}
