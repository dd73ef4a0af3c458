/**
 * Endpoint contracts: each API endpoint is defined once, here in `src/shared/contracts`,
 * as a plain object (method, path, zod schemas, the error codes it may answer and who may
 * call it). The server registers its route from the object (`src/server/http/route.ts`),
 * the web calls it through `call()` (`src/web/lib/api-client.ts`) and the integration tests
 * through the same typed client (`src/server/test/client.ts`). OpenAPI comes from the same
 * schemas (docs/ARCHITECTURE.md "Life of a request").
 *
 * Paths are relative to `/api` and use `:name` placeholders that `params` must define.
 */
import type { z } from 'zod';
import type { ErrorCode } from './common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone (rate-limited where it matters);
 * `session`: any signed-in role; `workshop`: an active, unexpired workshop session
 * (scoped to that workshop); `admin`: the super-admin.
 */
export type Access = 'public' | 'session' | 'workshop' | 'admin';

// zod 4: any schema. Kept loose so both object schemas and pipes/transforms fit.
type Schema = z.ZodType;

export type EndpointDef = {
  method: HttpMethod;
  /** Path under `/api`, e.g. `/appointments/:id`. */
  path: string;
  access: Access;
  /** OpenAPI tag (the resource's folder). */
  tag: string;
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Success status: 200 unless said (201 for creations). */
  status?: 200 | 201;
  /** Success body. Omitted for streams (`GET /events`), whose handler writes the reply. */
  response?: Schema;
  /** Error codes this endpoint may answer besides the generic ones (see `ERROR_STATUS`). */
  errors: readonly ErrorCode[];
};

/** Identity with a precise type: `export const getDay = defineEndpoint({ … })`. */
export function defineEndpoint<const E extends EndpointDef>(e: E): E {
  return e;
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: only the parts the endpoint has. */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined });

/** What a handler receives, already validated and transformed. */
export type EndpointArgs<E extends EndpointDef> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

/** The success body as a caller reads it. */
export type EndpointResult<E extends EndpointDef> = Out<E['response']>;
/** The success body as a handler may return it (before serialisation). */
export type EndpointReply<E extends EndpointDef> = In<E['response']>;

/**
 * Builds `/api{path}?{query}` for a call: `:name` placeholders replaced by the encoded
 * params; query values `undefined`/`null` are left out. Throws when a placeholder has no value.
 */
export function buildUrl(
  e: Pick<EndpointDef, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = e.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    search.append(k, String(v));
  }
  const qs = search.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}
