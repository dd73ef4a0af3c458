/**
 * Entra come utente / Torna all'amministrazione (spec 001 §6): the server switches the
 * admin's session, then the page reloads at the destination, so every cache and the live
 * stream (which follows the session's workshop) start afresh. Entering also keeps the
 * account's quick-login entry in this browser (spec 000 §6; docs/RESILIENCE.md "Offline backup and quick login"): its name and
 * the device token the server issued, replacing (and revoking) an older token of that name.
 */
import { useMutation } from '@tanstack/react-query';
import { enterWorkshop, leaveWorkshop } from '@shared/contracts/admin-session';
import { revokeDeviceToken } from '@shared/contracts/quick-login';
import { paths } from '@web/config/paths';
import { call } from '@web/lib/api-client';
import { readDeviceToken, writeDeviceToken } from '@web/lib/device-tokens';
import { rememberQuickLogin } from '@web/lib/quick-login';
import { toast } from '@web/lib/toast';

/** Keeps `name`'s quick-login entry with `token`; an older token of that name is revoked. */
export async function keepQuickLoginEntry(name: string, token: string): Promise<void> {
  try {
    rememberQuickLogin(localStorage, name);
    const old = readDeviceToken(localStorage, name);
    writeDeviceToken(localStorage, name, token);
    if (old && old !== token) await call(revokeDeviceToken, { body: { token: old } });
  } catch {
    // Storage blocked or the revocation failed: entering goes on. An old token whose
    // revocation failed stays valid on the server but is no longer kept in this browser.
  }
}

function reloadAt(path: string) {
  window.location.hash = `#${path}`;
  window.location.reload();
}

/** Enters the account `id` and opens its grid. */
export function useEnterWorkshop() {
  return useMutation({
    mutationFn: (id: number) => call(enterWorkshop, { params: { workshopId: id } }),
    onSuccess: async ({ workshop, deviceToken }) => {
      if (workshop) await keepQuickLoginEntry(workshop.username, deviceToken);
      reloadAt(paths.user.appuntamenti);
    },
    onError: toast.failure,
  });
}

/** Leaves the account and opens lista_utenti. */
export function useLeaveWorkshop() {
  return useMutation({
    mutationFn: () => call(leaveWorkshop),
    onSuccess: () => reloadAt(paths.admin.listaUtenti),
    onError: toast.failure,
  });
}
