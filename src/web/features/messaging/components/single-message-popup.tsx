/**
 * "Veicolo pronto" and "Avviso ticket" from the grid's context menu (spec 000 §2, §7, §8):
 * who gets it, then INVIA SMS (the server sends it at once; a Veicolo pronto records
 * data_invio_sms_veicolo_pronto when the provider accepts it) or INVIA WHATSAPP (with
 * +whatsapp: through the helper tool's `/invio_diretto`, else the wa.me page; recorded too).
 * A browser that blocks the new window gets the wa.me link to click instead.
 */
import { useState } from 'react';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import type { Appointment } from '@shared/contracts/appointments';
import { formatPhone } from '@shared/domain/phone';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { hasOption, useSession } from '@web/data/session';
import { awaitSmsOutcome } from '../lib/sms-outcomes';
import { toast } from '@web/lib/toast';
import {
  recordSingleWhatsapp,
  useSendSingleSms,
  useSendSingleWhatsapp,
  type SingleKind,
} from '../api/single';
import { MESSAGING_TEXTS as T } from '../texts';
import { SendButtons } from './send-buttons';

/** Why the tool did not send, as the toast says it (spec 000 §8). */
function fallbackNotice(reason: string): string | null {
  if (reason === 'no_wa') return MESSAGING_MSG.whatsappInvalidNumber;
  if (reason === 'accedi') return MESSAGING_MSG.whatsappNotLoggedIn;
  if (reason === 'unreachable') return T.toolUnreachable;
  return null;
}

export function SingleMessagePopup({
  kind,
  appointment: a,
  onClose,
}: {
  kind: SingleKind;
  appointment: Appointment;
  onClose: () => void;
}) {
  const session = useSession();
  const sms = useSendSingleSms();
  const wa = useSendSingleWhatsapp();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const withWhatsapp = hasOption(session.data, '+whatsapp');
  const title = kind === 'veicolo_pronto' ? T.readyTitle : T.ticketTitle;
  const busy = sms.isPending || wa.isPending;

  const sendSms = () =>
    sms.mutate(
      { id: a.id, kind },
      {
        onSuccess: ({ message }) => {
          toast.ok(T.smsQueued);
          // The outcome follows from the outbox (spec 000 §8), on this desk only.
          const now = awaitSmsOutcome(message.id);
          if (now) toast[now.kind](now.text);
          onClose();
        },
        onError: toast.failure,
      },
    );

  const sendWa = () =>
    wa.mutate(
      { id: a.id, kind },
      {
        onSuccess: (r) => {
          if (r.via === 'tool') {
            toast.ok(T.waSent);
            return onClose();
          }
          const notice = fallbackNotice(r.reason);
          if (notice) toast.warn(notice);
          if (r.opened) return onClose();
          setBlockedUrl(r.url);
        },
        onError: toast.failure,
      },
    );

  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text fw={700}>{a.surname}</Text>
        <Text size="sm">{[a.model, a.plate].filter(Boolean).join(' · ')}</Text>
        <Text size="sm">
          {T.phone}: {a.phone ? formatPhone(a.phone) : '—'}
        </Text>
        {blockedUrl && (
          <Anchor
            href={blockedUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              void recordSingleWhatsapp(a.id, kind).catch(() => null);
              onClose();
            }}
          >
            {T.openWhatsapp}
          </Anchor>
        )}
        <SendButtons
          onClose={onClose}
          whatsapp={
            withWhatsapp
              ? { onClick: sendWa, loading: wa.isPending, disabled: busy && !wa.isPending }
              : null
          }
          sms={{ onClick: sendSms, loading: sms.isPending, disabled: busy && !sms.isPending }}
        />
      </Stack>
    </Modal>
  );
}
