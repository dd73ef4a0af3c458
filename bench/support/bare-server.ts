/**
 * The baseline of `bench/api.ts`: bare Fastify 5 + `pg` routes with the same SQL and the
 * same JSON as the app's, with no session, validation or framework of our own:
 *
 * - `GET /api/appointments?date=`: the day grid (the seeded workshop's, no sign-in);
 * - `GET /api/public/booking/:link/days/:date`: the public free slots (`bare-slots.ts`).
 *
 * Started as its own process by the benchmark: env DATABASE_URL, PORT, WORKSHOP_ID (the
 * seeded workshop), BOOKING_READ_RATE_LIMIT (reads a minute per address, as the app's),
 * TRUST_PROXY (as the app's: addresses whose X-Forwarded-For counts; default none).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { getDay } from '@shared/contracts/appointments';
import { bareSlotsRoute } from './bare-slots';

// As Drizzle does for `mode: 'string'` columns: timestamps and dates stay the database's text.
const raw = (v: string) => v;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 1184 || oid === 1114 || oid === 1082
      ? raw
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, types });
const workshopId = Number(process.env.WORKSHOP_ID);

const SQL = `select "id", "workshop_id", "surname", "holder", "phone", "model", "plate",
  "vehicle_type", "date", "inserted_at", "row", "column", "status", "reminder_status",
  "reminder_sent_at", "recall_status", "recall_sent_at", "ready_sent_at", "web", "note",
  "random_id", "email", "address", "letter", "email_sent", "sync", "customer_confirmed_at",
  "customer_moved_at", "version", "updated_at"
  from "appointments"
  where ("appointments"."workshop_id" = $1 and "appointments"."date" = $2 and "appointments"."row" >= $3)
  order by "appointments"."row" asc, "appointments"."column" asc`;

type Row = Record<string, unknown> & { row: number };

// TRUST_PROXY as the app reads it (here only '' or a list such as 'loopback').
const trustProxy = process.env.TRUST_PROXY ? process.env.TRUST_PROXY.split(',') : false;
const app = Fastify({ logger: false, trustProxy });
// The app's route pattern, from its contract (the same URL is measured on both servers).
app.get(`/api${getDay.path}`, async (req) => {
  const date = (req.query as { date?: string }).date ?? '';
  const { rows } = await pool.query<Row>(SQL, [workshopId, date, -1]);
  return {
    date,
    closed: rows.some((r) => r.row === -1),
    appointments: rows
      .filter((r) => r.row >= 0)
      .map((r) => ({
        id: Number(r.id),
        version: r.version,
        date: r.date,
        row: r.row,
        column: r.column,
        surname: r.surname,
        holder: r.holder,
        phone: r.phone,
        model: r.model,
        plate: r.plate,
        note: r.note,
        email: r.email,
        address: r.address,
        vehicleType: r.vehicle_type,
        status: r.status,
        web: r.web,
        reminderStatus: r.reminder_status,
        reminderSentAt: r.reminder_sent_at,
        recallStatus: r.recall_status,
        recallSentAt: r.recall_sent_at,
        readySentAt: r.ready_sent_at,
        letter: r.letter,
        emailSent: r.email_sent,
        sync: r.sync,
        insertedAt: r.inserted_at,
        customerConfirmedAt: r.customer_confirmed_at,
        customerMovedAt: r.customer_moved_at,
      })),
  };
});

bareSlotsRoute(app, pool, Number(process.env.BOOKING_READ_RATE_LIMIT ?? 120));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare ready');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
