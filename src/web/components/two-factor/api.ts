/**
 * The account's second factor (contracts `getTwoFactor`, `disableTwoFactor`; README
 * "Two-factor sign-in"): its state, and turning it off. Turning it on or off opens a new
 * session for this browser (every other one ended): it replaces the cached session.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/contracts/auth';
import { disableTwoFactor, getTwoFactor } from '@shared/contracts/two-factor';
import { twoFactorKeys } from '@web/data/keys';
import { sessionQuery } from '@web/data/session';
import { call } from '@web/lib/api-client';

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.state(), queryFn: () => call(getTwoFactor) });

/**
 * After a change: the new session in the cache and everything else re-read (the account's
 * remembered devices are gone).
 */
export function useTwoFactorChanged() {
  const qc = useQueryClient();
  return (session: Session) => {
    qc.setQueryData(sessionQuery().queryKey, session);
    void qc.invalidateQueries({ queryKey: twoFactorKeys.state() });
    void qc.invalidateQueries({ queryKey: twoFactorKeys.account() });
  };
}

/** Turns it off with the password and a code; rejects with ApiError (400 with the reason). */
export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => call(disableTwoFactor, { body }),
    onSuccess: changed,
  });
}
