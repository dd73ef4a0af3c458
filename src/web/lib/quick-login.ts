/**
 * Saved quick-login entries (spec 000 §2 #/login: one per stored user, with a delete
 * control). Only user NAMES are kept in localStorage, never passwords.
 * Written by the login page ("Ricorda accesso") and by the admin's "Entra come utente"
 * (spec 000 §6), so it lives outside both features.
 */

import { QUICK_LOGIN_KEY } from './offline-backup-store';

export { QUICK_LOGIN_KEY };
export const REMEMBER_KEY = 'reviapp.rememberAccess';
/** At most this many names are kept, most recent first. */
export const QUICK_LOGIN_MAX = 8;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored names, most recent first; [] when missing or unreadable. */
export function readQuickLogins(store: KeyValueStore): string[] {
  try {
    const raw = JSON.parse(store.getItem(QUICK_LOGIN_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((x): x is string => typeof x === 'string' && x.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

function write(store: KeyValueStore, names: string[]): string[] {
  try {
    if (names.length) store.setItem(QUICK_LOGIN_KEY, JSON.stringify(names));
    else store.removeItem(QUICK_LOGIN_KEY);
  } catch {
    // Storage full or blocked (private mode): the list is a convenience, carry on.
  }
  return names;
}

/** Puts `name` first (same name in other case replaced); returns the new list. */
export function rememberQuickLogin(store: KeyValueStore, name: string): string[] {
  const n = name.trim();
  if (!n) return readQuickLogins(store);
  const rest = readQuickLogins(store).filter((x) => x.toLowerCase() !== n.toLowerCase());
  return write(store, [n, ...rest].slice(0, QUICK_LOGIN_MAX));
}

/** Deletes `name`; returns the new list. */
export function forgetQuickLogin(store: KeyValueStore, name: string): string[] {
  return write(
    store,
    readQuickLogins(store).filter((x) => x !== name),
  );
}

/** Last state of the "Ricorda accesso" switch (default off). */
export function readRemember(store: KeyValueStore): boolean {
  try {
    return store.getItem(REMEMBER_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeRemember(store: KeyValueStore, on: boolean): void {
  try {
    store.setItem(REMEMBER_KEY, on ? '1' : '0');
  } catch {
    // ignore, see write()
  }
}
