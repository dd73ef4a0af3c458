/**
 * Device tokens of the quick-login entries (docs/RESILIENCE.md "Offline backup and quick login"), by user name, in
 * localStorage key `reviapp.deviceTokens` (`{ [name lower case]: token }`). The server
 * keeps only their hash; deleting the entry revokes the token there. Written by the login
 * page and by the admin's "Entra come utente" (spec 000 §6), read by the login page.
 */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DEVICE_TOKENS_KEY = 'reviapp.deviceTokens';

function readAll(store: KeyValueStore): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(store.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw)
      ? (Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string')) as Record<
          string,
          string
        >)
      : {};
  } catch {
    return {};
  }
}

function writeAll(store: KeyValueStore, all: Record<string, string>) {
  try {
    if (Object.keys(all).length) store.setItem(DEVICE_TOKENS_KEY, JSON.stringify(all));
    else store.removeItem(DEVICE_TOKENS_KEY);
  } catch {
    // storage blocked: the entry falls back to the password
  }
}

const k = (name: string) => name.trim().toLowerCase();

/** The token of `name`, or undefined. */
export function readDeviceToken(store: KeyValueStore, name: string): string | undefined {
  return readAll(store)[k(name)];
}

/** Keeps `token` for `name` (replacing an older one). */
export function writeDeviceToken(store: KeyValueStore, name: string, token: string): void {
  writeAll(store, { ...readAll(store), [k(name)]: token });
}

/** Forgets `name`'s token; returns it so it can be revoked. */
export function takeDeviceToken(store: KeyValueStore, name: string): string | undefined {
  const all = readAll(store);
  const token = all[k(name)];
  delete all[k(name)];
  writeAll(store, all);
  return token;
}
