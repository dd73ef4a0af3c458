/**
 * The settings sections (spec 001 §2 impostazioni), in their own module so the live-event
 * contract can name them without loading the settings contract and its timetable rules
 * (the login page reads live events; README "Performance").
 */
export const SETTINGS_SECTIONS = [
  'app',
  'utente',
  'sms',
  'wa',
  'lettera',
  'web',
  'tool',
  'privacy',
] as const;
/** One of {@link SETTINGS_SECTIONS}. */
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
