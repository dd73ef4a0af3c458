/**
 * The typed API client of the e2e tests and benchmarks: calls an endpoint through its
 * contract (`@shared/contracts`) over a Playwright `APIRequestContext`, like the web's
 * `call()` and the integration tests' client (`src/server/test/client.ts`) — the URL from
 * `buildUrl`, no URL typed by hand, the answer typed from the contract
 * (docs/ARCHITECTURE.md "Life of a request").
 *
 * `apiCall` returns `{ status, body, error }` (`body` only meaningful when `status` is
 * 2xx); `apiOk` throws with the server's answer unless it succeeded (a seeding step must
 * not fail silently) and returns the typed body.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { ErrorResponse } from '@shared/contracts/common';
import {
  buildUrl,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
} from '@shared/contracts/endpoint';

/** What a test reads of an answer. `body` is only meaningful when `status` is 2xx. */
export type ApiCallResult<E extends EndpointDef> = {
  status: number;
  ok: boolean;
  body: EndpointResult<E>;
  error: ErrorResponse['error'] | undefined;
  /** The raw answer, for headers or a failure's text. */
  response: APIResponse;
};

/** Extra request options besides the contract's input. */
export type ApiCallOptions = {
  /** Extra request headers (e.g. the device's user agent). */
  headers?: Record<string, string>;
};

type Input<E extends EndpointDef> = EndpointInput<E> & ApiCallOptions;

/** Input of `apiCall`: required when the endpoint has params, query or body. */
export type ApiCallArgs<E extends EndpointDef> =
  EndpointInput<E> extends { params?: undefined; query?: undefined; body?: undefined }
    ? [input?: Input<E>]
    : [input: Input<E>];

/** Calls `endpoint` with `request` (its cookies are the session); never throws on a status. */
export async function apiCall<E extends EndpointDef>(
  request: APIRequestContext,
  endpoint: E,
  ...[input]: ApiCallArgs<E>
): Promise<ApiCallResult<E>> {
  const { params, query, body, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const response = await request.fetch(buildUrl(endpoint, params, query), {
    method: endpoint.method,
    ...(headers ? { headers } : {}),
    ...(body !== undefined ? { data: body } : {}),
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  const ok = response.ok();
  return {
    status: response.status(),
    ok,
    body: (ok ? json : undefined) as EndpointResult<E>,
    error: ok ? undefined : (json as ErrorResponse | undefined)?.error,
    response,
  };
}

/** Like `apiCall`, but throws with the server's answer unless it succeeded; the typed body. */
export async function apiOk<E extends EndpointDef>(
  request: APIRequestContext,
  endpoint: E,
  ...args: ApiCallArgs<E>
): Promise<EndpointResult<E>> {
  const res = await apiCall(request, endpoint, ...args);
  if (!res.ok) throw new Error(`API ${res.status}: ${await res.response.text()}`);
  return res.body;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
