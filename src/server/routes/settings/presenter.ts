/** What leaves the server of a settings section: never a secret (`SECRET_SETTINGS`). */
import { SECRET_SETTINGS, type SettingsSection } from '@shared/contracts/settings';

/**
 * The section without its secret fields; each secret is replaced by `{field}_impostato`
 * (true when a value is stored), e.g. `token` → `token_impostato`.
 */
export function presentSettings(
  section: SettingsSection,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...value };
  for (const field of SECRET_SETTINGS[section] ?? []) {
    out[`${field}_impostato`] = typeof out[field] === 'string' && out[field] !== '';
    delete out[field];
  }
  return out;
}
