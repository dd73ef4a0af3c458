/**
 * The data the sweeps work on: a workshop with a row in every area, reached
 * through the API as a person would create it, with unique marker texts so a leak is
 * found by searching answers for them; an admin session; and a fingerprint of the rows
 * so "nothing changed" is one comparison.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { randomAlphanumeric } from '@server/auth/tokens';
import { setupTestApp, type TestContext } from '../harness';
import type { Hints } from './sample';
import { signedInAdmin, signedInWorkshop } from '../sign-in';
import * as appointments from '@shared/contracts/appointments';
import * as notes from '@shared/contracts/notes';
import * as annotations from '@shared/contracts/vehicle-annotations';
import * as settings from '@shared/contracts/settings';
import { listAccountDevices } from '@shared/contracts/account';
import { createDeviceToken } from '@shared/contracts/quick-login';

export type World = Awaited<ReturnType<typeof seedWorkshop>>;

/** A mobile number no other workshop uses (the 3 and nine random digits). */
const uniquePhone = () => `3${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Signs a workshop in and gives it an appointment, a closed day, a daily note, a vehicle
 * annotation and settings, each carrying a marker text, and a quick-login device (`deviceId`).
 * Throws when any write fails.
 */
export async function seedWorkshop(ctx: TestContext) {
  const signed = await signedInWorkshop(ctx);
  const api = { call: signed.call };
  const tag = randomAlphanumeric(8).toUpperCase();
  const markers = {
    surname: `SEGRETO${tag}`,
    phone: uniquePhone(),
    note: `nota-riservata-${tag}`,
    problems: `problema-riservato-${tag}`,
    title: `Officina ${tag}`,
  };
  const date = '2026-03-10';
  const plate = `ZZ${tag.slice(0, 5)}`;
  const created = await api.call(appointments.createAppointment, {
    body: {
      date,
      row: 3,
      column: 1,
      surname: markers.surname,
      phone: markers.phone,
      plate,
      model: 'PIAGGIO',
    },
  });
  if (created.status !== 201)
    throw new Error(`seed appointment: ${created.status} ${JSON.stringify(created.error)}`);
  const appointment = created.body.appointment;
  const closed = await api.call(appointments.closeDay, { params: { date: '2026-03-11' } });
  const note = await api.call(notes.saveNote, { params: { date }, body: { text: markers.note } });
  const ann = await api.call(annotations.saveAnnotation, {
    params: { plate },
    body: { problems: markers.problems },
  });
  const set = await api.call(settings.saveSettings, {
    params: { section: 'app' },
    body: { titolo: markers.title },
  });
  for (const r of [closed, note, ann, set])
    if (r.status !== 200) throw new Error(`seed: ${r.status} ${JSON.stringify(r.error)}`);
  if ((await api.call(createDeviceToken)).status !== 201) throw new Error('seed: device token');
  const deviceId = (await api.call(listAccountDevices)).body.devices[0]!.id;
  return { ...signed, appointment, date, plate, markers, deviceId };
}

/**
 * A's values for every field name the contracts use (`sampleInput` hints): its appointment's
 * id and version, its date and plate, the `app` settings section.
 */
export const worldHints = (w: World): Hints => ({
  id: w.appointment.id,
  sourceId: w.appointment.id,
  date: w.date,
  from: w.date,
  plate: w.plate,
  section: 'app',
  version: w.appointment.version,
});

/**
 * What every endpoint sweep starts from: a fresh app (`setupTestApp(env)`), one seeded
 * workshop `w` (`seedWorkshop`) and the super-admin's session cookie `admin`
 * (`signedInAdmin`). The caller closes `ctx`.
 */
export async function sweepWorld(env: Record<string, string> = {}) {
  const ctx = await setupTestApp(env);
  const w = await seedWorkshop(ctx);
  const { cookie: admin } = await signedInAdmin(ctx, 'sweep-admin-secret-2030');
  return { ctx, w, admin };
}

/** The handle `useSweepWorld` returns: `sweepWorld`'s parts, and `hints()` for sample input. */
export type SweepFrame = Awaited<ReturnType<typeof sweepWorld>> & { hints: () => Hints };

/**
 * Registers the sweep file's `beforeAll` / `afterAll`: `sweepWorld(env)`, closed after the
 * file. The returned handle's `ctx`, `w` and `admin` are set once `beforeAll` ran.
 */
export function useSweepWorld(env: Record<string, string> = {}): SweepFrame {
  const s = { hints: () => worldHints(s.w) } as SweepFrame;
  beforeAll(async () => {
    Object.assign(s, await sweepWorld(env));
  });
  afterAll(async () => s.ctx.close());
  return s;
}

type Tables = { tenant: string[]; other: string[] };
let tables: Tables | null = null;

/** Tables of the public schema, split by whether they carry `workshop_id` (bar sessions). */
async function listTables(ctx: TestContext): Promise<Tables> {
  if (tables) return tables;
  const res = await ctx.database.db.execute<{ table_name: string; tenant: boolean }>(sql`
    select t.table_name, bool_or(c.column_name = 'workshop_id') as tenant
    from information_schema.tables t
    join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by t.table_name order by t.table_name`);
  // Attempt counters change on refused sign-ins by design (README "Limits and hardening").
  const rows = res.rows.filter((r) => r.table_name !== 'rate_limits');
  tables = {
    tenant: rows.filter((r) => r.tenant && r.table_name !== 'sessions').map((r) => r.table_name),
    other: rows.filter((r) => !r.tenant || r.table_name === 'sessions').map((r) => r.table_name),
  };
  return tables;
}

/**
 * An md5 per table of the rows of `workshopIds` (tenant tables) and, when `withShared`,
 * of the whole non-tenant tables (workshops, sessions, system settings). Equal
 * fingerprints mean no row was added, changed or removed.
 */
export async function fingerprint(
  ctx: TestContext,
  workshopIds: number[],
  withShared = true,
): Promise<Record<string, string>> {
  const { tenant, other } = await listTables(ctx);
  const ids = sql.raw(workshopIds.map((n) => Number(n)).join(',') || '0');
  const parts = [
    ...tenant.map(
      (t) => sql`select ${t} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
        from ${sql.identifier(t)} x where x.workshop_id in (${ids})`,
    ),
    ...(withShared ? other : []).map(
      (t) => sql`select ${t} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
        from ${sql.identifier(t)} x`,
    ),
  ];
  const res = await ctx.database.db.execute<{ t: string; h: string }>(
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(res.rows.map((r) => [r.t, r.h]));
}
