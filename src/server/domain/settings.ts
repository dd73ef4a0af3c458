/**
 * Settings per (workshop, section) with validated JSON (spec 000 §3 config_*, 001 §3).
 * A missing or partly invalid row reads as the section's defaults, so old rows never break
 * the app after a schema change.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import { ZodError, type z } from 'zod';
import {
  SECRET_SETTINGS,
  SETTINGS_SCHEMAS,
  type SettingsSection,
} from '@shared/contracts/settings';
import { SETTINGS_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { appointments, settings } from '@server/db/schema';
import { badRequest, forbidden } from '@server/http/errors';
import { issueMessage } from '@server/http/error-handler';

export type SectionValue<S extends SettingsSection> = z.infer<(typeof SETTINGS_SCHEMAS)[S]>;

/** The section's value for the workshop, defaults filled in. */
export async function getSettings<S extends SettingsSection>(
  db: DbOrTx,
  workshopId: number,
  section: S,
): Promise<SectionValue<S>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.workshopId, workshopId), eq(settings.section, section)));
  const schema = SETTINGS_SCHEMAS[section];
  const parsed = schema.safeParse(row?.value ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as SectionValue<S>;
}

/**
 * Validates `patch` merged over the current value and stores it. Throws the ZodError of
 * the section schema on bad input (the route maps it to a 400).
 */
export async function saveSettings<S extends SettingsSection>(
  db: DbOrTx,
  workshopId: number,
  section: S,
  patch: Partial<SectionValue<S>>,
): Promise<SectionValue<S>> {
  const current = await getSettings(db, workshopId, section);
  const value = SETTINGS_SCHEMAS[section].parse({ ...current, ...patch }) as SectionValue<S>;
  await db
    .insert(settings)
    .values({ workshopId, section, value })
    .onConflictDoUpdate({
      target: [settings.workshopId, settings.section],
      set: { value, updatedAt: new Date().toISOString() },
    });
  return value;
}

/**
 * PUT /settings/:section for a workshop user: option flags (`app.opzioni`) switch paid
 * features on (spec 000 §6), so only the super-admin sets them — a workshop may send them
 * back unchanged (a settings form posts the whole section). Throws 403 on a changed flag,
 * 400 with the schema's Italian message (or "Impostazioni non valide") on a bad value.
 */
export async function saveWorkshopSettings(
  db: DbOrTx,
  workshopId: number,
  section: SettingsSection,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (section === 'app' && 'opzioni' in patch) {
    const current = await getSettings(db, workshopId, 'app');
    if (patch.opzioni !== current.opzioni) throw forbidden(SETTINGS_MSG.optionsAdminOnly);
  }
  // Secrets are write-only: absent or empty keeps the stored value.
  const input = { ...patch };
  for (const field of SECRET_SETTINGS[section] ?? []) {
    if (input[field] === undefined || input[field] === '') delete input[field];
    delete input[`${field}_impostato`];
  }
  try {
    return await saveSettings(db, workshopId, section, input as never);
  } catch (err) {
    if (err instanceof ZodError) {
      // The schema's Italian message, naming the field for length and character limits.
      throw badRequest(issueMessage(err.issues[0], 'dati', SETTINGS_MSG.invalidSettings));
    }
    throw err;
  }
}

/**
 * Appointments of the workshop, on any date, whose row is `rows` or later: those a
 * timetable of `rows` rows would leave outside the grid. Day-closed markers (row -1) never
 * count.
 */
export async function countAppointmentsFromRow(
  db: DbOrTx,
  workshopId: number,
  rows: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.workshopId, workshopId), gte(appointments.row, rows)));
  return Number(row?.n ?? 0);
}
