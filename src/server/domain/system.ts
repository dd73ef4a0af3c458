/**
 * Application state (spec 000 §4, §7 app_status) and the offline backup's data (§2, §4).
 * The state lives in `system_settings` (keys `server_state`, `server_text`) so every
 * instance behind a load balancer agrees; the version is fixed at start-up.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, todayInRome } from '@shared/domain/dates';
import {
  BACKUP_DAYS,
  type AppStatus,
  type BackupRow,
  type ServerState,
} from '@shared/contracts/system';
import type { DbOrTx } from '@server/db/client';
import { appointments, systemSettings } from '@server/db/schema';
import { realAppointments } from '@server/domain/appointments';

const STATE_KEY = 'server_state';
const TEXT_KEY = 'server_text';

/**
 * The running build's version: APP_VERSION when set, else the package version plus a
 * short hash of the served index.html (it names every hashed asset, so a new build of
 * the web app is a new version without anyone bumping a number).
 */
export function computeVersion(webDir: string | null | undefined, env = process.env): string {
  if (env.APP_VERSION) return env.APP_VERSION.slice(0, 100);
  const pkg = env.npm_package_version ?? '0';
  try {
    if (!webDir) return pkg;
    const html = fs.readFileSync(path.join(webDir, 'index.html'));
    return `${pkg}+${createHash('sha256').update(html).digest('hex').slice(0, 10)}`;
  } catch {
    return pkg;
  }
}

const versions = new Map<string, string>();

/** `computeVersion` once per web folder (the served build does not change under a running server). */
export function serverVersion(webDir: string | null | undefined): string {
  const key = webDir ?? '';
  let v = versions.get(key);
  if (!v) {
    v = computeVersion(webDir);
    versions.set(key, v);
  }
  return v;
}

/** The current state and maintenance text (`open`, '' when never set). */
export async function readServerState(db: DbOrTx): Promise<{ state: ServerState; text: string }> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [STATE_KEY, TEXT_KEY]));
  const get = (k: string) => rows.find((r) => r.key === k)?.value;
  return { state: get(STATE_KEY) === 'close' ? 'close' : 'open', text: get(TEXT_KEY) ?? '' };
}

/** Stores the state and text (upsert of both keys). */
export async function writeServerState(db: DbOrTx, state: ServerState, text: string) {
  const now = new Date().toISOString();
  for (const [key, value] of [
    [STATE_KEY, state],
    [TEXT_KEY, text],
  ] as const) {
    await db
      .insert(systemSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } });
  }
}

/** app_status: state, text and version. */
export async function appStatus(db: DbOrTx, version: string): Promise<AppStatus> {
  return { ...(await readServerState(db)), version };
}

/**
 * Appointments of `today` … `today + 6` (Europe/Rome) of a workshop, ordered by date,
 * row and column; day closures (row -1) and blocked slots (name X) left out.
 */
export async function backupRows(
  db: DbOrTx,
  workshopId: number,
  today = todayInRome(),
): Promise<{ from: string; to: string; rows: BackupRow[] }> {
  const to = addDays(today, BACKUP_DAYS - 1);
  const rows = await db
    .select({
      date: appointments.date,
      row: appointments.row,
      column: appointments.column,
      name: appointments.surname,
      phone: appointments.phone,
      model: appointments.model,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        gte(appointments.date, today),
        lte(appointments.date, to),
        realAppointments(),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.row), asc(appointments.column));
  return { from: today, to, rows };
}
