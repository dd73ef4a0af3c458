/**
 * No slot is ever given twice (docs/BOOKING.md): 200 bookings of one slot
 * at once. On PostgreSQL they run in parallel transactions over the pool and race on the
 * unique slot index; on PGlite (one connection) they queue, and the same rule holds.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '@shared/contracts/web-booking';
import { appointments } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { bookableDate, bookingBody, bookingWorkshop } from '@server/test/booking';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_RATE_LIMIT: '100000', BOOKING_READ_RATE_LIMIT: '100000' });
});
afterAll(async () => ctx.close());

const ATTEMPTS = 200;

describe.each([1, 3])('200 concurrent bookings of one slot, revisioni_simultane %i', (n) => {
  it(`gives exactly ${n} and answers the rest "Questo appuntamento non è più disponibile"`, async () => {
    const w = await bookingWorkshop(ctx.database.db, { web: { revisioni_simultane: n } });
    const date = bookableDate();
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        apiClient(ctx.app, { remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}` }).call(
          createBooking,
          {
            params: { link: w.linkWeb },
            body: bookingBody(date, 8, { phone: `33312${String(i).padStart(5, '0')}` }),
          },
        ),
      ),
    );
    const ms = Date.now() - started;
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(n);
    expect(lost).toHaveLength(ATTEMPTS - n);
    expect(new Set(lost.map((r) => r.error?.message))).toEqual(
      new Set(['Questo appuntamento non è più disponibile']),
    );
    const rows = await ctx.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.workshopId, w.id));
    expect(rows).toHaveLength(n);
    expect(rows.map((r) => r.column).sort()).toEqual([1, 2, 3].slice(0, n));
    console.info(
      `booking race n=${n}: ${ATTEMPTS} requests in ${ms} ms → ${won.length} booked, ${lost.length} refused`,
    );
  }, 120_000);
});
