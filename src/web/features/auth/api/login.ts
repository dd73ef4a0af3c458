/**
 * Sign-in (spec 000 §2 #/login, §5, §8; DESIGN.md §3): POST /api/auth/login, or
 * POST /api/auth/admin for the hidden admin sign-in (admin mode and empty Nome Utente).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogin, login, type Session } from '@shared/contracts/auth';
import { AUTH_MSG, COMMON_MSG, HTTP_MSG } from '@shared/messages';
import { ApiError, call } from '@web/lib/api-client';
import { sessionQueryOptions } from '@web/lib/session';

export type LoginRequest = {
  username: string;
  password: string;
  remember: boolean;
  /** The logo gesture was made: an empty user name means the admin secret. */
  adminMode: boolean;
};

/** True when the request goes to the admin endpoint. */
export function isAdminLogin(req: LoginRequest): boolean {
  return req.adminMode && req.username.trim() === '';
}

/** Calls the right endpoint; resolves to the new session, rejects with ApiError. */
export function loginRequest(req: LoginRequest): Promise<Session> {
  return isAdminLogin(req)
    ? call(adminLogin, { body: { password: req.password, remember: req.remember } })
    : call(login, {
        body: { username: req.username.trim(), password: req.password, remember: req.remember },
      });
}

/** What the login page does with a failure: go to #/app_scaduta, or show a red toast. */
export type LoginFailure = { kind: 'expired' } | { kind: 'toast'; text: string };

/**
 * Maps a sign-in failure to the spec's reaction: 401 "Nome Utente e/o Password ERRATI",
 * 403 account_expired → #/app_scaduta, account_inactive "Account non attivo", 429 the
 * server's text, network "Errore connessione database", anything else "Errorre".
 */
export function loginFailure(err: unknown): LoginFailure {
  if (!(err instanceof ApiError)) return { kind: 'toast', text: AUTH_MSG.loginGeneric };
  if (err.code === 'account_expired') return { kind: 'expired' };
  if (err.code === 'account_inactive') return { kind: 'toast', text: AUTH_MSG.accountInactive };
  if (err.status === 401) return { kind: 'toast', text: AUTH_MSG.loginWrong };
  if (err.status === 429) return { kind: 'toast', text: err.message || AUTH_MSG.tooManyLogins };
  if (err.status === 0) return { kind: 'toast', text: COMMON_MSG.dbConnection };
  if (err.code === 'service_unavailable')
    return { kind: 'toast', text: HTTP_MSG.serviceUnavailable };
  return { kind: 'toast', text: AUTH_MSG.loginGeneric };
}

/** The sign-in mutation; on success the session is put in the session cache. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (session) => qc.setQueryData(sessionQueryOptions().queryKey, session),
  });
}
