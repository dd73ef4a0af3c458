/**
 * Pushed account changes (spec 000 §4 application state): when the account is switched off
 * or its password changed or reset (its sessions end), the desk goes to login at once; when
 * the account expires (its sessions end too) it goes to #/app_scaduta; when this desk's own
 * session ended (signed out elsewhere, or its time is over: `signed_out`) or anything else
 * changed (option flags), the session is re-read and the guards show where it belongs (the
 * "Sessione scaduta" screen for a session that is gone). Mounted only inside the workshop
 * frame of a workshop user: the admin is exempt (spec 000 §6).
 */
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MSG } from '@shared/messages';
import { paths } from '@web/config/paths';
import { useLiveEvents } from '@web/lib/live-events';
import { sessionQuery } from '@web/data/session';
import { toast } from '@web/lib/toast';

export function useAccountWatch(): void {
  const navigate = useNavigate();
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type !== 'account') return;
      if (ev.reason === 'inactive' || ev.reason === 'password' || ev.reason === 'expired') {
        if (ev.reason === 'inactive') toast.error(AUTH_MSG.accountInactive);
        qc.removeQueries({ queryKey: sessionQuery().queryKey, exact: true });
        void navigate(ev.reason === 'expired' ? paths.appScaduta : paths.login, { replace: true });
        return;
      }
      void qc.invalidateQueries({ queryKey: sessionQuery().queryKey, exact: true });
    },
    // A change missed while the stream was down: the session read tells.
    onReconnect: () =>
      void qc.invalidateQueries({ queryKey: sessionQuery().queryKey, exact: true }),
  });
}
