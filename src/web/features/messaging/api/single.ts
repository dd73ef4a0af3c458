/**
 * Single messages of the grid's context menu (contracts `sendAppointmentSms`,
 * `appointmentWhatsapp`, `recordAppointmentWhatsapp`; spec 000 §2 Veicolo pronto, Avviso
 * ticket): the SMS leaves at once through the server's outbox; the WhatsApp goes through the
 * helper tool or the wa.me page (`lib/direct-wa`) and is then recorded (readySentAt).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  appointmentWhatsapp,
  recordAppointmentWhatsapp,
  sendAppointmentSms,
} from '@shared/contracts/reminders';
import { dayKeys } from '@web/data/keys';
import { call } from '@web/lib/api-client';
import { invalidatesFor } from '@web/lib/query-client';
import { messagingKeys } from '../keys';
import { sendWhatsappOnce } from './tool';

export type SingleKind = 'veicolo_pronto' | 'tagliandini';

/** Queues the SMS of `kind` for appointment `id` (sent at once); refreshes the SMS box. */
export function useSendSingleSms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: SingleKind }) =>
      call(sendAppointmentSms, { params: { id }, body: { kind } }),
    onSettled: () => qc.invalidateQueries({ queryKey: messagingKeys.all() }),
  });
}

/**
 * Sends the WhatsApp of `kind` (tool, else wa.me) and records it; resolves to how it left.
 * A recorded send changes the appointment (readySentAt): the grid's days are refreshed (the
 * server also sends every desk a `day` event).
 */
export function useSendSingleWhatsapp() {
  const qc = useQueryClient();
  return useMutation({
    meta: {
      invalidates: invalidatesFor((r: { recorded: boolean }) =>
        r.recorded ? [dayKeys.all()] : [],
      ),
    },
    mutationFn: async ({ id, kind }: { id: number; kind: SingleKind }) => {
      const msg = await call(appointmentWhatsapp, { params: { id }, query: { kind } });
      const result = await sendWhatsappOnce(qc, msg);
      const recorded = result.via === 'tool' || result.opened;
      if (recorded) await call(recordAppointmentWhatsapp, { params: { id }, body: { kind } });
      return { ...result, url: msg.url, recorded };
    },
  });
}

/** Records a WhatsApp the user sent from the wa.me link of the popup (a blocked window). */
export const recordSingleWhatsapp = (id: number, kind: SingleKind) =>
  call(recordAppointmentWhatsapp, { params: { id }, body: { kind } });
