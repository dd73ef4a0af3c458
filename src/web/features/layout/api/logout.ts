/** Esci (spec 000 §2 side menu): POST /api/auth/logout, forget every cached query, go to login. */
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@shared/contracts/auth';
import { call } from '@web/lib/api-client';
import { paths } from '@web/config/paths';

/** Mutation that signs out; even if the call fails the local state is cleared. */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(logout),
    onSettled: () => {
      qc.clear();
      navigate(paths.login, { replace: true });
    },
  });
}
