/**
 * GET and PUT `/api/settings/:section` (contracts `getSettings`, `saveSettings`, spec 001 §3
 * config_*), shared by every screen that reads a section (the settings screens, the WEB
 * settings, the SYNC box, the helper tool's address): one cache entry per section,
 * `settingsKeys.section(section)`, refreshed on every desk by the `settings` live event
 * (`./live.ts`). A section is read as its schema would read it, so every field is typed and
 * defaulted; secrets never arrive: `tokenSet` says whether the SMS token is stored
 * (`token_impostato`). Types only from zod: no zod in the browser bundle (README
 * "Performance").
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getSettings,
  saveSettings,
  SECRET_SETTINGS,
  type SETTINGS_SCHEMAS,
  type SettingsSection,
} from '@shared/contracts/settings';
import { call } from '@web/lib/api-client';
import { sessionKeys, settingsKeys } from './keys';

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
export const settingsQuery = <S extends SettingsSection>(section: S) =>
  queryOptions({
    queryKey: settingsKeys.section(section),
    queryFn: async () => toLoadedSection(section, await call(getSettings, { params: { section } })),
  });

/** The tool's address in a loaded `tool` section, trimmed ('' = none configured). */
export function toolServer(tool: LoadedSection<'tool'> | null | undefined): string {
  return typeof tool?.value.server === 'string' ? tool.value.server.trim() : '';
}

/**
 * The helper tool's base address (settings `tool.server`) read now, for a call to the tool
 * about to be made; '' when none is configured or the section cannot be read. The cached
 * section is refreshed with it.
 */
export async function fetchToolBase(qc: QueryClient): Promise<string> {
  return toolServer(await qc.fetchQuery(settingsQuery('tool')).catch(() => null));
}

export type SaveSettingsInput = {
  section: SettingsSection;
  /**
   * The fields to change (typed values of `SectionValue<S>`; a number field may be '' while
   * empty, which the server refuses with its message). `token` only when a new one was typed.
   */
  body: Record<string, unknown>;
};

/**
 * Saves one section (a partial section, merged and validated as a whole by the server: a
 * bad value is a 400 with the Italian message and nothing is written); rejects with
 * ApiError (the caller keeps what was typed). The cached section is replaced by the answer;
 * saving `app` also refreshes the session, so the header's title and bar colour change at
 * once. Other desks hear the `settings` event.
 */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ section, body }: SaveSettingsInput) => ({
      section,
      loaded: toLoadedSection(section, await call(saveSettings, { params: { section }, body })),
    }),
    onSuccess: async ({ section, loaded }) => {
      qc.setQueryData(settingsKeys.section(section), loaded);
      if (section === 'app') await qc.invalidateQueries({ queryKey: sessionKeys.session() });
    },
  });
}
