/**
 * The booking sheet popup's calls (contracts `@shared/contracts/booking-sheet`, spec 000 §2
 * booking download popup, §7): the signed link (also the preview's source), its SMS, the
 * WhatsApp through the tool or wa.me, and the e-mail through the tool's `/mail_prenotazione`
 * (destinatario, allegato = the PDF file, modello = the vehicle model).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createBookingSheetLink, sendBookingSheetSms } from '@shared/contracts/booking-sheet';
import { waMeUrl } from '@shared/domain/templates';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { call } from '@web/lib/api-client';
import { messagingKeys } from '../keys';
import { callTool, fetchToolBase, sendWhatsappOnce } from './tool';

/** A link is made once per popup opening (it lasts days; nothing is stored server-side). */
export const sheetLinkQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: messagingKeys.sheetLink(appointmentId),
    queryFn: () => call(createBookingSheetLink, { params: { id: appointmentId } }),
    staleTime: 10 * 60_000,
    gcTime: 0,
  });

/** SMS with the link to `phone` (sent at once); refreshes the SMS box. */
export function useSendSheetSms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, phone }: { id: number; phone: string }) =>
      call(sendBookingSheetSms, { params: { id }, body: { phone } }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: messagingKeys.channel('sms') });
      await qc.invalidateQueries({ queryKey: messagingKeys.smsSummary() });
    },
  });
}

/** WhatsApp with the link's text to `phone`: the tool, else the wa.me page. */
export function useSendSheetWhatsapp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, text }: { phone: string; text: string }) => {
      const url = waMeUrl(phone, text);
      const result = await sendWhatsappOnce(qc, { phone, text, url });
      return { ...result, url };
    },
  });
}

/**
 * E-mails the sheet through the tool: the PDF is fetched from the link and attached.
 * Resolves to true when the tool answered "E-mail inviata"; false when it is missing,
 * unreachable or answered anything else ("Email non inviata - modulo JS2SYS non trovato").
 */
export function useSendSheetEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (p: { url: string; email: string; model: string }) => {
      const base = await fetchToolBase(qc);
      if (!base) return false;
      const pdf = await fetch(new URL(p.url).pathname).then((r) => {
        if (!r.ok) throw new Error(`sheet ${r.status}`);
        return r.blob();
      });
      const form = new FormData();
      form.set('destinatario', p.email);
      form.set('modello', p.model);
      form.set('allegato', pdf, 'foglio-prenotazione.pdf');
      try {
        return (
          (await callTool(base, 'mail_prenotazione', form, 60_000)) === MESSAGING_MSG.emailSent
        );
      } catch {
        return false;
      }
    },
  });
}
