/**
 * The one API client (bulletproof-react): JSON in and out, the session cookie, and
 * failures turned into `ApiError` carrying the server's Italian message and code.
 * A 401 or an account block fires `reviapp:auth` so the app can route to login or
 * #/app_scaduta. A 503 (database away) carries "Servizio momentaneamente non disponibile";
 * callers show it and keep the user's draft (issue 7 §4).
 */
import { ORIGIN_HEADER } from '@shared/contracts/events';
import { COMMON_MSG, HTTP_MSG } from '@shared/messages';
import { TAB_ORIGIN } from './origin';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For `stale`: the appointment as it is now on the server. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export type AuthEventDetail = { code: 'unauthorized' | 'account_inactive' | 'account_expired' };

/**
 * Calls `/api{path}`. Resolves to the parsed JSON body; rejects with ApiError
 * (status 0 and "Errore connessione database" when the network fails).
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [ORIGIN_HEADER]: TAB_ORIGIN,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', COMMON_MSG.dbConnection);
  }
  const text = await res.text();
  const json = text ? safeJson(text) : null;
  if (!res.ok) {
    const err = (json as { error?: { code?: string; message?: string; current?: unknown } } | null)
      ?.error;
    // A proxy in front may answer 502/503/504 without our envelope while the server restarts.
    const unavailable = !err && (res.status === 502 || res.status === 503 || res.status === 504);
    const code = err?.code ?? (unavailable ? 'service_unavailable' : 'internal');
    if (res.status === 401 && !path.startsWith('/auth/') && !path.startsWith('/session')) {
      window.dispatchEvent(
        new CustomEvent<AuthEventDetail>('reviapp:auth', { detail: { code: 'unauthorized' } }),
      );
    }
    if (code === 'account_inactive' || code === 'account_expired') {
      window.dispatchEvent(new CustomEvent<AuthEventDetail>('reviapp:auth', { detail: { code } }));
    }
    const fallback = unavailable ? HTTP_MSG.serviceUnavailable : COMMON_MSG.serverError;
    throw new ApiError(res.status, code, err?.message ?? fallback, err?.current);
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
