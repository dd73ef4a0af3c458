/**
 * Seeding through the real API with the test's signed-in `api` context (fixtures.ts):
 * appointments (`POST /api/appointments`) and settings (`PUT /api/settings/:section`).
 * Faster than the UI and leaves the UI steps to the behaviour under test.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  createAppointment,
  type Appointment,
  type CreateAppointmentInput,
} from '@shared/contracts/appointments';
import { saveSettings, type SettingsSection } from '@shared/contracts/settings';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import { apiOk } from './api';

/** The grid row of a time label of the default timetable, e.g. rowOf('9:00') = 3. */
export function rowOf(time: string): number {
  const row = DEFAULT_TIMETABLE.indexOf(time);
  if (row < 0) throw new Error(`${time} is not in the default timetable`);
  return row;
}

/** Creates an appointment at `time` (default timetable) and column; returns it. */
export async function seedAppointment(
  api: APIRequestContext,
  slot: { date: string; time: string; column: 1 | 2 | 3 },
  fields: Omit<CreateAppointmentInput, 'date' | 'row' | 'column'>,
): Promise<Appointment> {
  const { appointment } = await apiOk(api, createAppointment, {
    body: { ...fields, date: slot.date, row: rowOf(slot.time), column: slot.column },
  });
  return appointment;
}

/** Merges `value` into a settings section of the workshop. */
export async function seedSettings(
  api: APIRequestContext,
  section: SettingsSection,
  value: Record<string, unknown>,
): Promise<void> {
  await apiOk(api, saveSettings, { params: { section }, body: value });
}
