/** TanStack Query keys of the sign-in feature, defined once. */
export const authKeys = {
  /**
   * The login page's own look at GET /session: never cached, so a stale session entry
   * cannot bounce the user back in.
   */
  loginCheck: () => ['login-check'] as const,
};
