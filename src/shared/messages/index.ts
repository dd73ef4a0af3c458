/**
 * The spec's Italian catalogue, one file per area (spec 000 §5, §8; 001 §5, §8), so a
 * reviewer compares a screen with the spec by opening one file. `ALL_MESSAGES` is every
 * text of every area: the server's error handler lets only these reach a user.
 */
import * as CATALOGUES from './catalogues';

export { fieldMessage } from './http';
export * from './catalogues';

/**
 * Every catalogue text, for "is this one of ours?" checks (never shown as-is by key). Marked
 * pure so a bundle that does not use it (the web's) drops it and the catalogues it alone
 * references (README "Performance").
 */
export const ALL_MESSAGES: ReadonlySet<string> = /* @__PURE__ */ new Set<string>(
  /* @__PURE__ */ Object.values(CATALOGUES).flatMap((m) => Object.values(m)),
);
