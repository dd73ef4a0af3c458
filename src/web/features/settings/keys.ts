/** TanStack Query keys of the settings feature, defined once. */
import type { SettingsSection } from '@shared/contracts/settings';

export const settingsKeys = {
  /** Every settings query. */
  all: () => ['settings'] as const,
  /** GET /settings/:section. */
  section: (section: SettingsSection) => ['settings', section] as const,
  /** The helper tool's machine id (`POST {base}/sn`) at tool address `base`. */
  toolMachineId: (base: string) => ['settings', 'tool-sn', base] as const,
};
