/**
 * Account calls of the super-admin (contracts `@shared/contracts/admin`, spec 001 §2 admin
 * area): the list, the credits (a separate call, so the list shows before the slowest
 * provider answers), one account, and the editor's writes. Writes refresh the admin queries.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminWorkshop,
  getAdminWorkshop,
  listAdminAudit,
  listAdminCredits,
  listAdminWorkshops,
  regenerateAccessCode,
  resetAdminPassword,
  updateAdminWorkshop,
  type CreateWorkshopInput,
  type UpdateAccountInput,
} from '@shared/contracts/admin';
import { notifyAccounts, type NotificationInput } from '@shared/contracts/notifications';
import { setTwoFactorRequired } from '@shared/contracts/two-factor';
import { call } from '@web/lib/api-client';
import { adminKeys } from '../keys';

export const workshopsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.workshops(), queryFn: () => call(listAdminWorkshops) });

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.credits(),
    queryFn: async () => (await call(listAdminCredits)).credits,
    staleTime: 60_000,
  });

export const accountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.account(id),
    queryFn: async () => (await call(getAdminWorkshop, { params: { workshopId: id } })).account,
  });

export const auditQueryOptions = (accountId?: number) =>
  queryOptions({
    queryKey: adminKeys.audit(accountId),
    queryFn: async () =>
      (await call(listAdminAudit, { query: { accountId, limit: accountId ? 20 : 300 } })).entries,
  });

function useRefreshing<I, R>(fn: (input: I) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

export const useCreateAccount = () =>
  useRefreshing(
    async (body: CreateWorkshopInput) => (await call(createAdminWorkshop, { body })).workshop,
  );

export const useUpdateAccount = (id: number) =>
  useRefreshing(
    async (body: UpdateAccountInput) =>
      (await call(updateAdminWorkshop, { params: { workshopId: id }, body })).account,
  );

export const useResetPassword = (id: number) =>
  useRefreshing((password: string) =>
    call(resetAdminPassword, { params: { workshopId: id }, body: { password } }),
  );

/** The super-admin's "Richiedi verifica in due passaggi" (README "Two-factor sign-in"). */
export const useRequireTwoFactor = (id: number) =>
  useRefreshing((required: boolean) =>
    call(setTwoFactorRequired, { params: { id }, body: { required } }),
  );

export const useRegenerateAccessCode = (id: number) =>
  useRefreshing(
    async () => (await call(regenerateAccessCode, { params: { workshopId: id } })).accessCode,
  );

export const useNotifyAccounts = () =>
  useRefreshing(
    async (input: NotificationInput & { workshopIds: number[] }) =>
      (await call(notifyAccounts, { body: input })).sent,
  );
