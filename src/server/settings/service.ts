/**
 * Settings per (workshop, section) with validated JSON (spec 000 §3 config_*, 001 §3).
 * A missing or partly invalid row reads as the section's defaults, so old rows never break
 * the app after a schema change.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SETTINGS_SCHEMAS, type SettingsSection } from '@shared/contracts/settings';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export type SectionValue<S extends SettingsSection> = z.infer<(typeof SETTINGS_SCHEMAS)[S]>;

/** The section's value for the workshop, defaults filled in. */
export async function getSettings<S extends SettingsSection>(
  db: Db,
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
  db: Db,
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
