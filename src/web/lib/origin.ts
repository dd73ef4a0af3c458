/** A random id of this browser tab, sent with writes so live events can skip their own echo. */
export const TAB_ORIGIN = Math.random().toString(36).slice(2, 12);
