/** Esci (spec 000 §2 side menu): POST /api/auth/logout, forget every cached query, go to login. */
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@shared/contracts/auth';
import type { Session } from '@shared/contracts/auth';
import { call } from '@web/lib/api-client';
import { sessionKeys } from '@web/data/keys';
import { clearBackupAtLogout } from '@web/lib/offline-backup-store';
import { clearApiCacheAtLogout } from '@web/lib/offline-cache';
import { paths } from '@web/config/paths';

/** Mutation that signs out; even if the call fails the local state is cleared. */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(logout),
    onSettled: () => {
      // Personal data does not outlive the session on a shared PC (docs/RESILIENCE.md "Offline backup and quick login").
      const user = qc.getQueryData<Session>(sessionKeys.session())?.workshop?.username;
      clearBackupAtLogout(user);
      // The service worker's cached session and days follow the same rule.
      void clearApiCacheAtLogout(user);
      qc.clear();
      void navigate(paths.login, { replace: true });
    },
  });
}
