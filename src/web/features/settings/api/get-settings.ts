/**
 * GET `/api/settings/:section` (contract `getSettings`, spec 001 §3 config_*): one section,
 * read through its schema so every field is typed and defaulted. Secrets never arrive:
 * `tokenSet` says whether the SMS token is stored (`token_impostato`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getSettings,
  SECRET_SETTINGS,
  type SETTINGS_SCHEMAS,
  type SettingsSection,
} from '@shared/contracts/settings';
import { call } from '@web/lib/api-client';
import { settingsKeys } from '../keys';

/** The typed value of a section (defaults filled in). */
export type SectionValue<S extends SettingsSection> = z.infer<(typeof SETTINGS_SCHEMAS)[S]>;

/** A section as the screens use it. */
export type LoadedSection<S extends SettingsSection> = {
  value: SectionValue<S>;
  /** True when a write-only secret of the section is stored (the SMS token). */
  tokenSet: boolean;
};

/**
 * What the server answered for a section (GET or PUT) → `LoadedSection`. The server sends
 * the section already read through its schema (every field present, defaults filled) with
 * each secret replaced by `{field}_impostato`; here the secret comes back as its empty
 * default and the flag becomes `tokenSet`, as the section schema would give (no zod in
 * the browser bundle: README "Performance").
 */
export function toLoadedSection<S extends SettingsSection>(
  section: S,
  raw: Record<string, unknown>,
): LoadedSection<S> {
  const value: Record<string, unknown> = { ...raw };
  for (const field of SECRET_SETTINGS[section] ?? []) {
    delete value[`${field}_impostato`];
    value[field] = '';
  }
  return { value: value as SectionValue<S>, tokenSet: raw.token_impostato === true };
}

/** Query options of one section (key `settingsKeys.section(section)`). */
export const settingsQueryOptions = <S extends SettingsSection>(section: S) =>
  queryOptions({
    queryKey: settingsKeys.section(section),
    queryFn: async () => toLoadedSection(section, await call(getSettings, { params: { section } })),
  });
