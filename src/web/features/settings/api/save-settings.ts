/**
 * PUT `/api/settings/:section` (contract `saveSettings`): a partial section, merged and
 * validated as a whole by the server (a bad value is a 400 with the Italian message and
 * nothing is written). The cached section is replaced by the answer; saving `app` also
 * refreshes the session, so the header's title and bar colour change at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSettings, type SettingsSection } from '@shared/contracts/settings';
import { call } from '@web/lib/api-client';
import { sessionKeys } from '@web/lib/keys';
import { settingsKeys } from '../keys';
import { toLoadedSection } from './get-settings';

export type SaveSettingsInput = {
  section: SettingsSection;
  /**
   * The fields to change (typed values of `SectionValue<S>`; a number field may be '' while
   * empty, which the server refuses with its message). `token` only when a new one was typed.
   */
  body: Record<string, unknown>;
};

/** Saves one section; rejects with ApiError (the caller keeps what was typed). */
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
