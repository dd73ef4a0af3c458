/**
 * The offline backup kept in localStorage (spec 000 §2 #/app_offline, §3 "Offline backup
 * record", §4 background jobs): the next 7 days of appointments under a key per user,
 * `reviapp:backup:<utente>` (user name in lower case), written every 10 min while signed
 * in and read by #/app_offline with no server. Cleared at log-out unless the user chose
 * "Ricorda accesso" (their name is among the saved quick-login entries).
 */

/** One row as the offline list shows it (spec 000 §3: data, riga, nome, telefono, modello). */
export type BackupRecord = {
  /** ISO date `YYYY-MM-DD` (Europe/Rome). */
  data: string;
  /** Slot label of the timetable, e.g. `"8:30"`. */
  riga: string;
  nome: string;
  telefono: string;
  modello: string;
};

/** What is stored per user: when it was saved (ISO timestamp) and the rows. */
export type StoredBackup = { savedAt: string; rows: BackupRecord[] };

/** localStorage key of the saved quick-login names (also read by the auth feature). */
export const QUICK_LOGIN_KEY = 'reviapp.quickLogin';

const PREFIX = 'reviapp:backup:';

/** Storage key of `user`'s backup. */
export const backupKey = (user: string) => `${PREFIX}${user.trim().toLowerCase()}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The backup of `user`, or null when none (or unreadable). */
export function readBackup(user: string, store: Store | null = local()): StoredBackup | null {
  try {
    const raw = store?.getItem(backupKey(user));
    if (!raw) return null;
    const b = JSON.parse(raw) as StoredBackup;
    return b && typeof b.savedAt === 'string' && Array.isArray(b.rows) ? b : null;
  } catch {
    return null;
  }
}

/** Replaces `user`'s backup; a full or blocked storage is ignored. */
export function writeBackup(user: string, backup: StoredBackup, store: Store | null = local()) {
  try {
    store?.setItem(backupKey(user), JSON.stringify(backup));
  } catch {
    // Quota or privacy mode: the backup is a safety net, the desk keeps working.
  }
}

/** True when `user` is a saved quick-login entry ("Ricorda accesso" was on). */
export function isRemembered(user: string, store: Store | null = local()): boolean {
  try {
    const names: unknown = JSON.parse(store?.getItem(QUICK_LOGIN_KEY) ?? '[]');
    const u = user.trim().toLowerCase();
    return (
      Array.isArray(names) && names.some((n) => typeof n === 'string' && n.toLowerCase() === u)
    );
  } catch {
    return false;
  }
}

/** At log-out: forgets `user`'s backup unless the user is remembered on this browser. */
export function clearBackupAtLogout(user: string | undefined, store: Store | null = local()) {
  if (!user || isRemembered(user, store)) return;
  try {
    store?.removeItem(backupKey(user));
  } catch {
    // nothing stored
  }
}

/** Forgets `user`'s backup (quick-login entry deleted). */
export function clearBackup(user: string, store: Store | null = local()) {
  try {
    store?.removeItem(backupKey(user));
  } catch {
    // nothing stored
  }
}

/** Whether this browser holds any user's backup (so #/app_offline has something to show). */
export function hasAnyBackup(store: Pick<Storage, 'length' | 'key'> | null = local()): boolean {
  if (!store) return false;
  try {
    for (let i = 0; i < store.length; i += 1) if (store.key(i)?.startsWith(PREFIX)) return true;
  } catch {
    return false;
  }
  return false;
}
