/**
 * Quick-login calls (issue 11 item 6): after a sign-in with "Ricorda accesso" the browser
 * asks for a device token; a tap on the entry signs in with it; delete revokes it.
 */
import { createDeviceToken, deviceLogin, revokeDeviceToken } from '@shared/contracts/quick-login';
import type { Session } from '@shared/contracts/auth';
import { call } from '@web/lib/api-client';
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

/** Signs in with `name`'s token; null when this browser has none. Rejects with ApiError. */
export async function quickLogin(name: string): Promise<Session | null> {
  const token = readDeviceToken(localStorage, name);
  return token ? call(deviceLogin, { body: { token } }) : null;
}

/** Forgets and revokes `name`'s token (revocation failures ignored: it is gone here). */
export async function forgetDevice(name: string): Promise<void> {
  const token = takeDeviceToken(localStorage, name);
  if (token) await call(revokeDeviceToken, { body: { token } }).catch(() => undefined);
}
