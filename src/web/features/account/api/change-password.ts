/**
 * POST `/api/account/password` (contract `changePassword`, spec 001 §2 password, §4):
 * on success every session of the account has ended, so the cache is dropped and the
 * login opens.
 */
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, type ChangePasswordInput } from '@shared/contracts/account';
import { paths } from '@web/config/paths';
import { call } from '@web/lib/api-client';

/** Changes the password; rejects with ApiError ("Password attuale errata", …). */
export function useChangePassword() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => call(changePassword, { body }),
    onSuccess: () => {
      qc.clear();
      void navigate(paths.login, { replace: true });
    },
  });
}
