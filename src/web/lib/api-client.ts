/**
 * The one API client (bulletproof-react): `call(endpoint, input)` builds the URL from the
 * endpoint's contract (`src/shared/contracts`), sends JSON with the session cookie and the
 * tab's origin header, and resolves to the response type inferred from the contract — no
 * hand-written URL or `api<{…}>` generic. In development the response is validated against
 * the contract and a mismatch is reported loudly.
 *
 * Failures reject with `ApiError` carrying the server's Italian message and code (status 0
 * and "Errore connessione database" when the network fails). A 401 or an account block
 * fires `reviapp:auth` so the app can route to login or #/app_scaduta.
 *
 * While the browser is offline (`navigator.onLine === false`) every write is refused at
 * once with "Sei offline: la modifica non è stata inviata…" (docs/RESILIENCE.md "Installable app, grid readable offline"): reads may
 * still be answered by the service worker's cache, writes are never queued nor lost.
 *
 * A call given `onUploadProgress` (the recall import's "progress shown while it uploads")
 * is sent with XMLHttpRequest, as `fetch` reports no upload progress; everything else — URL,
 * headers, offline refusal, error mapping, 401 and 503 events, response check — is shared.
 */
import type { ErrorCode } from '@shared/contracts/common';
import {
  buildUrl,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
} from '@shared/contracts/endpoint';
import { ORIGIN_HEADER } from '@shared/contracts/origin-header';
import { COMMON_MSG as MSG, HTTP_MSG } from '@shared/messages';
import { isBrowserOffline } from './online';
import { TAB_ORIGIN } from './origin';

/** A failed call: HTTP status (0 = network), the server's error code and Italian message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    /** For `stale`: the row as it is now on the server. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

/**
 * Window event fired when a call gets no answer or a 503 (database away): the connection
 * watch then asks /api/health (spec 000 §4 "Loss of database contact").
 */
export const CONNECTION_EVENT = 'reviapp:connection';

/** Detail of the `reviapp:auth` window event fired when a call finds the session gone. */
export type AuthEventDetail = { code: 'unauthorized' | 'account_inactive' | 'account_expired' };

/** Options of a call besides the contract's input. */
export type CallOptions = {
  /**
   * Upload progress, 0–1, while the request body is sent (when the browser can tell its
   * length). Given, the call goes through XMLHttpRequest instead of `fetch`.
   */
  onUploadProgress?: (fraction: number) => void;
};

/** Calls an endpoint; resolves to its success body, rejects with `ApiError`. */
export async function call<E extends EndpointDef>(
  endpoint: E,
  ...[input, options]: keyof EndpointInput<E> extends never
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : EndpointInput<E> extends { params?: undefined; query?: undefined; body?: undefined }
      ? [input?: EndpointInput<E>, options?: CallOptions]
      : [input: EndpointInput<E>, options?: CallOptions]
): Promise<EndpointResult<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = buildUrl(endpoint, params, query);
  const hasBody = endpoint.body !== undefined || endpoint.method !== 'GET';
  // Offline: the grid is read-only; the caller's toast tells why, its form keeps the typing.
  if (endpoint.method !== 'GET' && isBrowserOffline())
    throw new ApiError(0, 'network', MSG.offlineWrite);
  const request: Outgoing = {
    method: endpoint.method,
    url,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      [ORIGIN_HEADER]: TAB_ORIGIN,
    },
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  };
  let res: Answer;
  try {
    res = options?.onUploadProgress
      ? await sendWithProgress(request, options.onUploadProgress)
      : await fetch(url, {
          method: request.method,
          credentials: 'same-origin',
          headers: request.headers,
          body: request.body,
        });
  } catch {
    // The desk's connection watch probes the server and may show the connection-lost page.
    window.dispatchEvent(new Event(CONNECTION_EVENT));
    throw new ApiError(0, 'network', MSG.dbConnection);
  }
  const text = await res.text();
  const json = text ? safeJson(text) : null;
  if (!res.ok) throw failure(res.status, json, endpoint);
  if (import.meta.env?.DEV && endpoint.response) {
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success)
      console.error(`Risposta fuori contratto: ${endpoint.method} ${endpoint.path}`, parsed.error);
  }
  return json as EndpointResult<E>;
}

/** A request as both transports send it. */
type Outgoing = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
};

/** What `call()` reads of an answer: a `fetch` Response, or the XMLHttpRequest's below. */
type Answer = { status: number; ok: boolean; text(): Promise<string> };

/**
 * Sends `req` with XMLHttpRequest, reporting the body's upload progress (0–1). Same-origin
 * credentials as the `fetch` path (the default of a same-origin XMLHttpRequest). Rejects
 * when no answer arrives (network error, abort, timeout), as `fetch` does.
 */
function sendWithProgress(req: Outgoing, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        text: () => Promise.resolve(text),
      });
    };
    const noAnswer = () => reject(new TypeError('Network request failed'));
    xhr.onerror = noAnswer;
    xhr.onabort = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.send(req.body ?? null);
  });
}

function failure(status: number, json: unknown, endpoint: EndpointDef): ApiError {
  const err = (json as { error?: { code?: ErrorCode; message?: string; current?: unknown } })
    ?.error;
  // A proxy in front may answer 502/503/504 without our envelope while the server restarts.
  const unavailable = !err && (status === 502 || status === 503 || status === 504);
  const code: ErrorCode = err?.code ?? (unavailable ? 'service_unavailable' : 'internal');
  // A 401 from a workshop/admin call means the session was lost. Public calls (login,
  // logout) and GET /session (access `session`: a 401 is its answer) do not raise it.
  if (status === 401 && (endpoint.access === 'workshop' || endpoint.access === 'admin')) {
    window.dispatchEvent(
      new CustomEvent<AuthEventDetail>('reviapp:auth', { detail: { code: 'unauthorized' } }),
    );
  }
  if (code === 'account_inactive' || code === 'account_expired') {
    window.dispatchEvent(new CustomEvent<AuthEventDetail>('reviapp:auth', { detail: { code } }));
  }
  // Not for the probe itself (GET /health), which would start another probe.
  if (status === 503 && endpoint.tag !== 'system')
    window.dispatchEvent(new Event(CONNECTION_EVENT));
  const fallback = unavailable ? HTTP_MSG.serviceUnavailable : MSG.serverError;
  return new ApiError(status, code, err?.message ?? fallback, err?.current);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
