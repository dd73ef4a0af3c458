/**
 * The workshop's Non contattare list (contracts `listOptOuts`, `addOptOut`, `removeOptOut`;
 * docs/MESSAGING.md "Non contattare"). Read once and kept (no request per day change: the
 * grid marks cells from this set); an `opt_outs` live event from any desk, or a stream that
 * came back, refetches it.
 */
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addOptOut, listOptOuts, removeOptOut } from '@shared/contracts/opt-outs';
import { call } from '@web/lib/api-client';
import { useLiveEvents } from '@web/lib/live-events';
import { appointmentKeys } from '../keys';

const EMPTY: ReadonlySet<string> = new Set();

/** The listed phones (as stored, normalised); empty until loaded. Live across desks. */
export function useOptOutSet(): ReadonlySet<string> {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: appointmentKeys.optOuts(),
    queryFn: () => call(listOptOuts),
    staleTime: Infinity,
  });
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'opt_outs')
        void qc.invalidateQueries({ queryKey: appointmentKeys.optOuts() });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: appointmentKeys.optOuts() }),
  });
  const list = q.data?.optOuts;
  return useMemo(() => (list ? new Set(list.map((o) => o.phone)) : EMPTY), [list]);
}

/**
 * Adds (`on`) or removes the phone, then refetches the list. Resolves to how many messages
 * queued to the phone the server withdrew (0 on a removal). Rejects like `call`.
 */
export async function setOptOut(
  qc: ReturnType<typeof useQueryClient>,
  phone: string,
  on: boolean,
): Promise<number> {
  let withdrawn = 0;
  if (on) withdrawn = (await call(addOptOut, { body: { phone } })).withdrawn;
  else await call(removeOptOut, { params: { phone } });
  await qc.invalidateQueries({ queryKey: appointmentKeys.optOuts() });
  return withdrawn;
}
