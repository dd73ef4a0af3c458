/**
 * Small helpers for API integration tests: a signed-in client per workshop and a factory
 * for appointment inputs. Built on `harness.ts`.
 */
import type { CreateAppointmentInput } from '@shared/contracts/appointments';
import { signedInWorkshop, type TestContext } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response as tests read it: status and parsed JSON body (`undefined` when empty). */
export type ApiResult = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Signs a new workshop in and returns a client sending its cookie (and an origin header). */
export async function workshopClient(ctx: TestContext, origin?: string) {
  const signed = await signedInWorkshop(ctx);
  const call = async (method: Method, url: string, payload?: unknown): Promise<ApiResult> => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { cookie: signed.cookie, ...(origin ? { 'x-reviapp-origin': origin } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  return {
    ...signed,
    id: signed.workshop.id,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type WorkshopClient = Awaited<ReturnType<typeof workshopClient>>;

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
  client: WorkshopClient,
  overrides: Partial<CreateAppointmentInput> = {},
) {
  const res = await client.post('/api/appointments', appointmentInput(overrides));
  if (res.status !== 201)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.appointment as import('@shared/contracts/appointments').Appointment;
}
