/**
 * The typed API client of the integration tests: calls an endpoint through its contract
 * (`@shared/contracts`), like the web's `call()`, over `app.inject` — no URL typed by hand
 * and no `any` bodies. A success is `{ status, body }` typed from the contract; a failure is
 * `{ status, error }` with the error envelope's `{ code, message, current? }`.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@shared/contracts/common';
import {
  buildUrl,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
} from '@shared/contracts/endpoint';
import { ORIGIN_HEADER } from '@shared/contracts/events';

/** What a test reads of an answer. `body` is only meaningful when `status` is 2xx. */
export type CallResult<E extends EndpointDef> = {
  status: number;
  body: EndpointResult<E>;
  error: ErrorResponse['error'] | undefined;
  headers: Record<string, string | string[] | number | undefined>;
};

export type ClientOptions = {
  /** `name=value` of the session cookie; none → an anonymous client. */
  cookie?: string;
  /** Sent as the tab-origin header (live events skip their own echo). */
  origin?: string;
  /** Extra request headers (e.g. a forged Origin in cross-site tests). */
  headers?: Record<string, string>;
  /** The client's socket address (rate limits count it; default 127.0.0.1). */
  remoteAddress?: string;
};

/** Input of `call`: required when the endpoint has params, query or body. */
export type CallArgs<E extends EndpointDef> =
  EndpointInput<E> extends { params?: undefined; query?: undefined; body?: undefined }
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/** A client bound to one app and (optionally) one session. */
export function apiClient(app: FastifyInstance, opts: ClientOptions = {}) {
  async function call<E extends EndpointDef>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<CallResult<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const res = await app.inject({
      method: endpoint.method,
      url: buildUrl(endpoint, params, query),
      headers: {
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.origin ? { [ORIGIN_HEADER]: opts.origin } : {}),
        ...opts.headers,
      },
      ...(body !== undefined ? { payload: body as object } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    const json: unknown = res.body ? safeJson(res.body) : undefined;
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return {
      status: res.statusCode,
      body: (ok ? json : undefined) as EndpointResult<E>,
      error: ok ? undefined : (json as ErrorResponse | undefined)?.error,
      headers: res.headers,
    };
  }
  return { call };
}
export type ApiClient = ReturnType<typeof apiClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
