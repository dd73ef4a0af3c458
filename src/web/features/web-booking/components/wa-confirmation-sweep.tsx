/**
 * The grid's WhatsApp confirmation sweep (spec 000 §4 background jobs, §9 "WhatsApp sweep
 * 45000 ms"; 001 §4; docs/BOOKING.md "WhatsApp confirmation sweep"). Rendered by the appointments route in the grid's
 * side-box slot, so it runs while the grid is open; it sends only on the WhatsApp PC (the
 * server refuses another PC's claim). A change — the grid opening, a `day` event from
 * another desk or from the public booking page, the live stream coming back — starts a
 * 45 s timer unless one is already running (so a busy desk cannot postpone it forever);
 * a change during a sweep runs another one 45 s after it ends. Toasts: "Si prega di
 * accedere a Whatsapp per inviare le conferme web" (orange) when the tool is not logged
 * in; "Tutte le conferme risultano inviate" (blue) after a sweep that handled at least one
 * confirmation and left none pending. Renders nothing.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_MSG } from '@shared/messages/web-booking';
import { dayKeys } from '@web/data/keys';
import { useLiveEvents } from '@web/lib/live-events';
import { invalidatesFor } from '@web/lib/query-client';
import { toast } from '@web/lib/toast';
import { sweepWaConfirmations } from '../api/wa-sweep';
import { webBookingKeys } from '../keys';
import type { WaSweepResult } from '../lib/wa-sweep';

/** Spec 000 §9: the sweep runs 45000 ms after a change. */
export const SWEEP_DELAY_MS = 45_000;

/** True when the sweep claimed or reported something (the other ends stop before any write). */
function wrote(r: WaSweepResult): boolean {
  return r.end !== 'nothing' && r.end !== 'no_tool' && r.end !== 'not_wa_pc';
}

export function WaConfirmationSweep() {
  const qc = useQueryClient();
  // The notes change through this tab, whose own `day` events are not echoed back (other
  // desks hear them): refresh the grid's days and the WEB box here.
  const sweep = useMutation({
    mutationFn: () => sweepWaConfirmations(qc),
    meta: {
      invalidates: invalidatesFor((r: WaSweepResult) =>
        wrote(r) ? [dayKeys.all(), webBookingKeys.all()] : [],
      ),
    },
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);
  const schedule = useRef<() => void>(() => {});

  const run = async () => {
    running.current = true;
    again.current = false;
    try {
      const r = await sweep.mutateAsync();
      if (!alive.current) return;
      if (r.end === 'login') toast.warn(BOOKING_MSG.waLogin);
      if (r.end === 'done' && r.sent + r.noWhatsapp > 0 && r.left === 0)
        toast.info(BOOKING_MSG.allSent);
    } catch {
      // Server away or refused: the next change tries again.
    } finally {
      running.current = false;
      if (again.current) schedule.current();
    }
  };

  useLayoutEffect(() => {
    schedule.current = () => {
      if (!alive.current) return;
      if (running.current) {
        again.current = true;
        return;
      }
      if (timer.current !== null) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void run();
      }, SWEEP_DELAY_MS);
    };
  });

  useEffect(() => {
    alive.current = true;
    schedule.current();
    return () => {
      alive.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, []);

  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'day') schedule.current();
    },
    onReconnect: () => schedule.current(),
  });

  return null;
}
