/** Column helpers shared by the schema files (timestamps and dates as strings, bytea). */
import { customType, date, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
/** `timestamptz`, read and written as an ISO-like string. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
/** `date` (a calendar date, Europe/Rome), as `YYYY-MM-DD`. */
export const day = (name: string) => date(name, { mode: 'string' });
