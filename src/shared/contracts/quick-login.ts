/**
 * Quick-login entries (spec 000 §2 #/login: one per stored user, with an offline option
 * and a delete control; §8 "Collegamento errato"). A browser where the user signed in with
 * "Ricorda accesso" gets a random device token (kept in localStorage; the server keeps only
 * its hash): a tap on the entry signs in with it and the answer carries the token that
 * replaces it (rotation), deleting the entry revokes it. A token ends after
 * DEVICE_TOKEN_IDLE_DAYS without use and with the account's sign-ins (password changed or
 * reset, account switched off or expired); the account page lists and revokes them. Never
 * the password or the account's access code.
 */
import { z } from 'zod';
import { okSchema } from './common';
import { SIGN_IN_ERRORS, sessionSchema } from './auth';
import { defineEndpoint } from './endpoint';

/** A device token: 43 characters of base64url (32 random bytes). */
export const deviceTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Collegamento errato' });
/** `{ token }`: a device token sent or handed out. */
export const deviceTokenBodySchema = z.object({ token: deviceTokenSchema });
/** A session plus `deviceToken`, the quick-login token this browser keeps from now on. */
export const sessionWithDeviceTokenSchema = sessionSchema.extend({
  deviceToken: deviceTokenSchema,
});

const tag = 'auth';

/** POST /auth/device: a device token for the signed-in workshop on this browser. */
export const createDeviceToken = defineEndpoint({
  method: 'POST',
  path: '/auth/device',
  access: 'workshop',
  tag,
  summary: 'Crea un accesso rapido per questo dispositivo',
  status: 201,
  response: deviceTokenBodySchema,
  errors: [],
});

/**
 * POST /auth/device/login: signs in with a device token; 401 "Collegamento errato". The
 * answer's `deviceToken` replaces the one sent, which stays valid for two minutes only (a
 * lost answer may be retried with it): the browser must keep the new one.
 */
export const deviceLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/device/login',
  access: 'public',
  tag,
  summary: 'Accesso rapido con il token del dispositivo',
  body: deviceTokenBodySchema,
  response: sessionWithDeviceTokenSchema,
  errors: SIGN_IN_ERRORS,
});

/** POST /auth/device/revoke: forgets a device token (idempotent: unknown tokens are fine). */
export const revokeDeviceToken = defineEndpoint({
  method: 'POST',
  path: '/auth/device/revoke',
  access: 'public',
  tag,
  summary: 'Revoca un accesso rapido',
  body: deviceTokenBodySchema,
  response: okSchema,
  errors: [],
});
