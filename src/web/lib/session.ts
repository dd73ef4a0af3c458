/**
 * The signed-in session (GET /api/session): role, workshop, options, timetable, years.
 * Re-read every 2 s so a workshop switched off or expired is sent away (spec 000 §4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSession, type Session } from '@shared/contracts/auth';
import { call } from './api-client';
import { sessionKeys } from './keys';

/** How often the session is re-read, in ms (spec 000 §4). */
export const SESSION_CHECK_MS = 2000;

/** Query options of GET /api/session (key `sessionKeys.session()`); no retry on failure. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session(),
    queryFn: () => call(getSession),
    retry: false,
    staleTime: SESSION_CHECK_MS,
  });

/** The session, or undefined while loading / when signed out. */
export function useSession() {
  return useQuery({ ...sessionQueryOptions(), refetchInterval: SESSION_CHECK_MS });
}

/** True when the workshop has the option flag (spec 000 §6), e.g. `hasOption(s, '+mod_kuma')`. */
export function hasOption(session: Session | undefined, flag: string): boolean {
  return !!session?.app.options.includes(flag);
}
