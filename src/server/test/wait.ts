/**
 * Awaiting a condition in tests that cannot be told by an event (another process's output, a
 * row a background job writes, a server becoming healthy): `waitUntil` checks it again every
 * `intervalMs` and throws with `what` after `timeoutMs`. This polling interval is the one
 * timer the server tests keep instead of fixed sleeps; it never decides an outcome, only how
 * soon a condition already true is seen.
 */

/** Options of `waitUntil`: the deadline and the pause between checks (ms). */
export type WaitOptions = { timeoutMs?: number; intervalMs?: number };

/**
 * Resolves once `check()` resolves truthy (a rejected check counts as false); throws
 * `timed out waiting for {what}` after `timeoutMs` (default 30 000 ms). Checks every
 * `intervalMs` (default 20 ms).
 */
export async function waitUntil(
  what: string,
  check: () => unknown,
  { timeoutMs = 30_000, intervalMs = 20 }: WaitOptions = {},
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs)); // the polling interval (see above)
  }
}
