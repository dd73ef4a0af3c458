/**
 * Entra come utente (spec 001 §1, §6; 000 §6): the super-admin works inside a workshop's
 * account. The switch happens on the server (the admin's own session now names that
 * workshop, so every workshop endpoint serves it; the admin stays exempt from the active
 * and expiry checks) and is recorded in the audit trail. "Torna all'amministrazione" ends it.
 * Entering also gives this browser the account's quick-login entry (spec 000 §6: "the
 * access code is stored in local storage"; here a device token of that account — never its password or access code).
 */
import { sessionSchema } from './auth';
import { sessionWithDeviceTokenSchema } from './quick-login';
import { defineEndpoint } from './endpoint';
import { workshopParamsSchema } from './admin';

/**
 * POST /api/admin/workshops/:workshopId/enter: the admin's session enters that account; the
 * answer is the session plus `deviceToken`, a fresh quick-login device token of the account
 * for this browser's entry (`POST /auth/device/login`, revocable like any other).
 */
export const enterWorkshop = defineEndpoint({
  method: 'POST',
  path: '/admin/workshops/:workshopId/enter',
  access: 'admin',
  tag: 'admin',
  summary: 'Entra come utente',
  params: workshopParamsSchema,
  response: sessionWithDeviceTokenSchema,
  errors: ['not_found'],
});

/** POST /api/admin/leave: back to the admin area (the session leaves the account). */
export const leaveWorkshop = defineEndpoint({
  method: 'POST',
  path: '/admin/leave',
  access: 'admin',
  tag: 'admin',
  summary: "Torna all'amministrazione",
  response: sessionSchema,
  errors: [],
});
