/**
 * Pushed account changes (spec 000 §4 application state; issue 10 §8): when the super-admin
 * switches the account off or resets its password (its sessions end), the desk goes to
 * login at once; when the expiry moves into the past, or anything else changes (option
 * flags), the session is re-read and the guards send the desk where it belongs
 * (#/app_scaduta). Mounted only inside the workshop frame of a workshop user: the admin is
 * exempt (spec 000 §6).
 */
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MSG } from '@shared/messages';
import { paths } from '@web/config/paths';
import { useLiveEvents } from '@web/lib/live-events';
import { sessionQueryOptions } from '@web/lib/session';
import { toast } from '@web/lib/toast';

export function useAccountWatch(): void {
  const navigate = useNavigate();
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type !== 'account') return;
      if (ev.reason === 'inactive' || ev.reason === 'password') {
        if (ev.reason === 'inactive') toast.error(AUTH_MSG.accountInactive);
        qc.removeQueries({ queryKey: sessionQueryOptions().queryKey, exact: true });
        navigate(paths.login, { replace: true });
        return;
      }
      void qc.invalidateQueries({ queryKey: sessionQueryOptions().queryKey, exact: true });
    },
    // A change missed while the stream was down: the session read tells.
    onReconnect: () =>
      void qc.invalidateQueries({ queryKey: sessionQueryOptions().queryKey, exact: true }),
  });
}
