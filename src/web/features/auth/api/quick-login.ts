/**
 * Quick-login calls (spec 000 §2 #/login): after a sign-in with "Ricorda accesso" the
 * browser asks for a device token; a tap on the entry signs in with it and keeps the token
 * the server gives back in its place (each token is used once; the old one stays valid on
 * the server for two minutes in case this answer is lost); delete revokes it.
 */
import { createDeviceToken, deviceLogin, revokeDeviceToken } from '@shared/contracts/quick-login';
import type { Session } from '@shared/contracts/auth';
import { ApiError, call } from '@web/lib/api-client';
import { readDeviceToken, takeDeviceToken, writeDeviceToken } from '@web/lib/device-tokens';

/** Asks for this browser's token of `name` (the session is already open); failures ignored. */
export async function enrolDevice(name: string): Promise<void> {
  try {
    const { token } = await call(createDeviceToken);
    const old = readDeviceToken(localStorage, name);
    writeDeviceToken(localStorage, name, token);
    if (old && old !== token) await call(revokeDeviceToken, { body: { token: old } });
  } catch {
    // the entry still fills the user name
  }
}

/**
 * Signs in with `name`'s token and keeps its replacement; null when this browser has none.
 * Rejects with ApiError; a token the server refused (401: revoked, idle too long, or ended
 * with a password change) is forgotten, so the entry then just fills Nome Utente.
 */
export async function quickLogin(name: string): Promise<Session | null> {
  const token = readDeviceToken(localStorage, name);
  if (!token) return null;
  try {
    const { deviceToken, ...session } = await call(deviceLogin, { body: { token } });
    writeDeviceToken(localStorage, name, deviceToken);
    return session;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) takeDeviceToken(localStorage, name);
    throw err;
  }
}

/** Forgets and revokes `name`'s token (revocation failures ignored: it is gone here). */
export async function forgetDevice(name: string): Promise<void> {
  const token = takeDeviceToken(localStorage, name);
  if (token) await call(revokeDeviceToken, { body: { token } }).catch(() => undefined);
}
