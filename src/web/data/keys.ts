/**
 * TanStack Query keys of the server data several features read or refresh, defined once
 * (docs/ARCHITECTURE.md "Shared data on the web"). A feature's own data keeps its keys in
 * the feature's `keys.ts`; a mutation that changes data listed here names these keys in its
 * `meta.invalidates`.
 */
import type { SettingsSection } from '@shared/contracts/settings';

/** GET /session: read by every area (header, menu, grid, guards). */
export const sessionKeys = {
  session: () => ['session'] as const,
};

/** GET /settings/:section: the settings screens, the WEB settings, the SYNC box, the tool. */
export const settingsKeys = {
  /** Every section (refreshed after a reconnect of the event stream). */
  all: () => ['settings'] as const,
  /** One section. */
  section: (section: SettingsSection) => ['settings', section] as const,
};

/**
 * GET /letters/models (spec 001 §2 impostazioni_lettere): the models and the selected one,
 * edited by the settings feature and read by the recall feature's letter printing.
 */
export const letterKeys = {
  models: () => ['letters', 'models'] as const,
};

/** The helper tool on the desk's PC (spec 000 §7). */
export const toolKeys = {
  /**
   * This PC's machine id as the tool at `base` answers it (`POST {base}/sn`): the tool
   * settings' "this PC" and the SYNC box's presence line.
   */
  machineId: (base: string) => ['tool', 'sn', base] as const,
};

/** GET /status (open or closed for maintenance): the admin's stato_server, #/server_off. */
export const systemKeys = {
  status: () => ['system', 'status'] as const,
};

/**
 * The appointment grid's days (GET /days/:date), owned by the appointments feature and
 * refreshed by writes elsewhere (the WhatsApp confirmation sweep writes the notes).
 */
export const dayKeys = {
  /** Prefix of every day. */
  all: () => ['appointments', 'day'] as const,
  /** One day (`YYYY-MM-DD`). */
  day: (date: string) => ['appointments', 'day', date] as const,
};

/** The SYNC box counts of a day (GET /days/:date/sync): change with every appointment write. */
export const syncCountKeys = {
  /** Prefix of every day's counts. */
  all: () => ['sync', 'count'] as const,
  /** One day (`YYYY-MM-DD`). */
  day: (date: string) => ['sync', 'count', date] as const,
};

/**
 * Campaigns and their messages (the messaging feature's keys all start here), refreshed by
 * the recall import, which creates a campaign.
 */
export const campaignKeys = {
  all: () => ['messaging'] as const,
};

/**
 * The signed-in account's second factor (README "Two-factor sign-in"), and the account
 * screens' data its changes make stale (remembered devices).
 */
export const twoFactorKeys = {
  state: () => ['two-factor'] as const,
  account: () => ['account'] as const,
};
