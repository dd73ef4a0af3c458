/**
 * Session watch (spec 000 §4): reacts to the `reviapp:auth` events fired by `lib/api-client.ts`
 * while the user is inside the workshop or admin area. `unauthorized` → the "Sessione
 * scaduta" fallback (workshop routes) or login; `account_inactive` → login with a toast;
 * `account_expired` → #/app_scaduta. Admins are exempt.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/contracts/auth';
import { AUTH_MSG } from '@shared/messages';
import type { AuthEventDetail } from '@web/lib/api-client';
import { sessionQuery } from '@web/data/session';
import { toast } from '@web/lib/toast';
import { paths } from '@web/config/paths';

/** Several requests failing together fire several events; act once per this window (ms). */
const DEDUPE_MS = 3000;

export function AuthWatch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const pathRef = useRef(pathname);
  const last = useRef({ code: '', at: 0 });

  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const onAuth = (e: Event) => {
      const { code } = (e as CustomEvent<AuthEventDetail>).detail;
      const path = pathRef.current;
      const inUser = path.startsWith('/user');
      if (!inUser && !path.startsWith('/admin')) return; // login and status pages handle their own
      const key = sessionQuery().queryKey;
      if (qc.getQueryData<Session>(key)?.role === 'admin' && code !== 'unauthorized') return;
      const now = Date.now();
      if (last.current.code === code && now - last.current.at < DEDUPE_MS) return;
      last.current = { code, at: now };
      if (code === 'unauthorized') {
        // The guard re-reads the session, gets 401 and shows the fallback screen.
        if (inUser) void qc.invalidateQueries({ queryKey: key, exact: true });
        else void navigate(paths.login, { replace: true });
      } else if (code === 'account_inactive') {
        toast.error(AUTH_MSG.accountInactive);
        void navigate(paths.login, { replace: true });
      } else if (code === 'account_expired') {
        void navigate(paths.appScaduta, { replace: true });
      }
    };
    window.addEventListener('reviapp:auth', onAuth);
    return () => window.removeEventListener('reviapp:auth', onAuth);
  }, [navigate, qc]);

  return null;
}
