/**
 * The account's quick-login devices (contracts `listAccountDevices`, `revokeAccountDevice`):
 * the list and the revocation of one entry, which refreshes the list.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listAccountDevices, revokeAccountDevice } from '@shared/contracts/account';
import { call } from '@web/lib/api-client';
import { accountKeys } from '../keys';

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.devices(),
    queryFn: () => call(listAccountDevices),
  });

/** Revokes one entry by id; rejects with ApiError (404 "Dispositivo non trovato"). */
export function useRevokeDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) => call(revokeAccountDevice, { params: { deviceId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.devices() }),
  });
}
