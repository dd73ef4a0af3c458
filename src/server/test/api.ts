/**
 * Helpers for API integration tests, built on `harness.ts` and the typed client
 * (`client.ts`): a factory for appointment inputs, and `raw`, the one escape hatch for
 * requests the contracts forbid. Signed-in clients come from `sign-in.ts`.
 */
import type { ErrorResponse } from '@shared/contracts/common';
import { createAppointment, type CreateAppointmentInput } from '@shared/contracts/appointments';
import { buildUrl, type EndpointDef, type HttpMethod } from '@shared/contracts/endpoint';
import type { ClientOptions } from './client';
import type { TestContext } from './harness';
import type { SignedInWorkshop } from './sign-in';

/** A valid create input; `overrides` replace fields. */
export function appointmentInput(
  overrides: Partial<CreateAppointmentInput> = {},
): CreateAppointmentInput {
  return {
    date: '2026-03-10',
    row: 2,
    column: 1,
    surname: 'Rossi',
    phone: '333 123 4567',
    model: 'piaggio beverly 300',
    plate: 'ab 12345',
    ...overrides,
  };
}

/** Creates an appointment through the API and returns it (throws unless 201). */
export async function createVia(
  client: SignedInWorkshop,
  overrides: Partial<CreateAppointmentInput> = {},
) {
  const res = await client.call(createAppointment, { body: appointmentInput(overrides) });
  if (res.status !== 201)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.error)}`);
  return res.body.appointment;
}

/** What `raw` sends: the parts of a request, deliberately untyped. */
export type RawInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** What `raw` answers: the body stays `unknown`, to be narrowed by the test that reads it. */
export type RawResult = {
  status: number;
  body: unknown;
  error: ErrorResponse['error'] | undefined;
  headers: Record<string, string | string[] | number | undefined>;
};

/**
 * ESCAPE HATCH — for malformed requests only. Sends what the contract types forbid (a value
 * of the wrong type, a missing required field, an enum value that does not exist) or a URL
 * that is no endpoint at all (an unknown route, the OpenAPI document). Everything else goes
 * through the typed `call`.
 *
 * `target` is an endpoint contract (the URL is still built from its path, with the untyped
 * `input`) or `{ method, url }` for a route that has no contract; this is the only place
 * where a test may write an `/api/…` literal (ESLint `no-restricted-syntax`, see
 * eslint.config.js).
 */
export async function raw(
  ctx: TestContext,
  target: EndpointDef | { method: HttpMethod; url: string },
  input: RawInput = {},
  opts: Pick<ClientOptions, 'cookie' | 'headers'> = {},
): Promise<RawResult> {
  const url = 'url' in target ? target.url : buildUrl(target, input.params, input.query);
  const res = await ctx.app.inject({
    method: target.method,
    url,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
  let body: unknown = undefined;
  if (res.body) {
    try {
      body = JSON.parse(res.body);
    } catch {
      body = res.body;
    }
  }
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  return {
    status: res.statusCode,
    body,
    error: ok ? undefined : (body as ErrorResponse | undefined)?.error,
    headers: res.headers,
  };
}
