/**
 * The signed-in session (GET /api/session): role, workshop, options, timetable, years.
 * Spec 000 §4 checks the account every 2 s; here the live stream tells the desk when the
 * account changed (`app/desk-watch.tsx`), and this slow re-read only covers a missed event
 * (an idle desk makes about one request a minute at most).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSession, type Session } from '@shared/contracts/auth';
import { call } from '@web/lib/api-client';
import { sessionKeys } from './keys';

/** How long a read session counts as fresh (focus/mount re-reads after this), ms. */
export const SESSION_CHECK_MS = 2000;
/** Fallback re-read of the session on an idle desk, ms (events do the real work). */
export const SESSION_FALLBACK_MS = 120_000;

/**
 * Query options of GET /api/session (key `sessionKeys.session()`); no retry on failure.
 * `offlineFirst`: offline it is still asked once, so the service worker can answer it from
 * its cache (the offline grid).
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.session(),
    queryFn: () => call(getSession),
    retry: false,
    staleTime: SESSION_CHECK_MS,
    networkMode: 'offlineFirst',
  });

/** The session, or undefined while loading / when signed out. */
export function useSession() {
  return useQuery({ ...sessionQuery(), refetchInterval: SESSION_FALLBACK_MS });
}

/** True when the workshop has the option flag (spec 000 §6), e.g. `hasOption(s, '+mod_kuma')`. */
export function hasOption(session: Session | undefined, flag: string): boolean {
  return !!session?.app.options.includes(flag);
}
