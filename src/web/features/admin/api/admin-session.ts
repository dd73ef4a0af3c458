/**
 * Entra come utente / Torna all'amministrazione (spec 001 §6): the server switches the
 * admin's session, then the page reloads at the destination, so every cache and the live
 * stream (which follows the session's workshop) start afresh.
 */
import { useMutation } from '@tanstack/react-query';
import { enterWorkshop, leaveWorkshop } from '@shared/contracts/admin-session';
import { paths } from '@web/config/paths';
import { call } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

function reloadAt(path: string) {
  window.location.hash = `#${path}`;
  window.location.reload();
}

/** Enters the account `id` and opens its grid. */
export function useEnterWorkshop() {
  return useMutation({
    mutationFn: (id: number) => call(enterWorkshop, { params: { workshopId: id } }),
    onSuccess: () => reloadAt(paths.user.appuntamenti),
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
