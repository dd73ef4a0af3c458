/**
 * The public page's API calls (docs/BOOKING.md): plain `fetch` on URLs built from the contract
 * paths (`@shared/contracts/web-booking-paths`), so no zod or staff client enters this bundle.
 * Answers are typed by the contracts' `import type`s (erased at build).
 */
import { buildUrl } from '@shared/contracts/endpoint';
import { BOOKING_PATHS } from '@shared/contracts/web-booking-paths';
import type {
  BookingInput,
  PublicBooking,
  PublicDay,
  PublicWorkshop,
} from '@shared/contracts/web-booking';
import type { CustomerAppointment } from '@shared/contracts/customer-link';
import type { StopPage } from '@shared/contracts/opt-outs';
import { STOP_PATHS } from '@shared/contracts/stop-paths';

/** An error answer of the API (`code` and Italian `message`), or `offline` when unreachable. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Endpoint = { method: string; path: string };

async function send<T>(e: Endpoint, params: Record<string, string>, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(buildUrl(e, params), {
      method: e.method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PublicApiError(0, 'offline', '');
  }
  const json = (await res.json().catch(() => null)) as
    (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok) {
    const status = res.status;
    // A proxy's 502/503/504 without our envelope: the server is away.
    if (!json?.error) throw new PublicApiError(status, status >= 502 ? 'offline' : 'internal', '');
    throw new PublicApiError(status, json.error.code, json.error.message);
  }
  return json as T;
}

export const fetchWorkshop = (link: string) =>
  send<PublicWorkshop>(BOOKING_PATHS.workshop, { link });
export const fetchDay = (link: string, date: string) =>
  send<PublicDay>(BOOKING_PATHS.day, { link, date });
/** A recall link's surname, model and plate (docs/BOOKING.md "Recall → booking link"), resolved from its token. */
export const fetchPrefill = (link: string, token: string) =>
  send<{ surname: string; model: string; plate: string }>(BOOKING_PATHS.prefill, { link, token });
export const book = (link: string, body: BookingInput) =>
  send<PublicBooking>(BOOKING_PATHS.book, { link }, body);
export const confirm = (code: string) => send<PublicBooking>(BOOKING_PATHS.confirm, { code });
export const cancel = (code: string) => send<{ ok: true }>(BOOKING_PATHS.cancel, { code });

/** The customer link's page (docs/MESSAGING.md "Customer links"), by its token `t`. */
export const customer = {
  read: (token: string) => send<CustomerAppointment>(BOOKING_PATHS.customer, { token }),
  confirm: (token: string) => send<CustomerAppointment>(BOOKING_PATHS.customerConfirm, { token }),
  cancel: (token: string) => send<CustomerAppointment>(BOOKING_PATHS.customerCancel, { token }),
  day: (token: string, date: string) => send<PublicDay>(BOOKING_PATHS.customerDay, { token, date }),
  move: (token: string, date: string, row: number) =>
    send<CustomerAppointment>(BOOKING_PATHS.customerMove, { token }, { date, row }),
};

/** The `$stop$` page (docs/MESSAGING.md "Non contattare"), by its token `t`. */
export const stop = {
  read: (token: string) => send<StopPage>(STOP_PATHS.read, { token }),
  press: (token: string) => send<StopPage>(STOP_PATHS.stop, { token }),
};
