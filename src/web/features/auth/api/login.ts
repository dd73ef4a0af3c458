/**
 * Sign-in (spec 000 §2 #/login, §5, §8): POST /api/auth/login, or
 * POST /api/auth/admin for the hidden admin sign-in (admin mode and empty Nome Utente).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogin, login, type SignInResult } from '@shared/contracts/auth';
import { AUTH_MSG, COMMON_MSG, HTTP_MSG } from '@shared/messages';
import { ApiError, call } from '@web/lib/api-client';
import { readDeviceToken } from '@web/lib/device-tokens';
import { sessionQuery } from '@web/data/session';

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

/**
 * Calls the right endpoint; resolves to the new session, or to the second step due (README
 * "Two-factor sign-in": `{ secondFactor }`, no session yet), rejects with ApiError. A workshop
 * sign-in also sends this browser's quick-login token of that name, if it has one: the
 * server then counts the attempt on this device, so others guessing the name cannot keep
 * it out (README "Limits and hardening").
 */
export function loginRequest(req: LoginRequest): Promise<SignInResult> {
  if (isAdminLogin(req))
    return call(adminLogin, { body: { password: req.password, remember: req.remember } });
  const username = req.username.trim();
  const deviceToken =
    typeof localStorage === 'undefined' ? undefined : readDeviceToken(localStorage, username);
  return call(login, {
    body: {
      username,
      password: req.password,
      remember: req.remember,
      ...(deviceToken ? { deviceToken } : {}),
    },
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

/** The sign-in mutation; a session it resolves to is put in the session cache. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (result) => {
      if (!('secondFactor' in result)) qc.setQueryData(sessionQuery().queryKey, result);
    },
  });
}
