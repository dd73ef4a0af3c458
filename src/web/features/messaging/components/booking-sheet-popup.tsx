/**
 * "Foglio prenotazione" from the grid's context menu (spec 000 §2 booking download popup,
 * §7, §8): the sheet's PDF embedded (served behind a signed link), a phone field (the
 * appointment's by default) and, with +invio_email, an e-mail field, and the sends: INVIA
 * SMS (the link, at once), INVIA WHATSAPP (with +whatsapp: tool, else wa.me) and, with
 * +invio_email (spec 000 §9 option flags), INVIA E-MAIL (the PDF through the tool's
 * `/mail_prenotazione`: "E-mail inviata" / "Email non inviata - modulo JS2SYS non trovato").
 */
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMail } from '@tabler/icons-react';
import type { Appointment } from '@shared/contracts/appointments';
import { isValidMobile, normalizePhone, typedPhone } from '@shared/domain/phone';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { hasOption, useSession } from '@web/data/session';
import { awaitSmsOutcome } from '../lib/sms-outcomes';
import { toast } from '@web/lib/toast';
import {
  sheetLinkQueryOptions,
  useSendSheetEmail,
  useSendSheetSms,
  useSendSheetWhatsapp,
} from '../api/booking-sheet';
import { MESSAGING_TEXTS as T } from '../texts';
import { SendButtons } from './send-buttons';
import { SheetPreview } from './sheet-preview';
import { popupLoadError } from '@web/lib/load-error';

export function BookingSheetPopup({
  appointment: a,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const session = useSession();
  const withEmail = hasOption(session.data, '+invio_email');
  const link = useQuery(sheetLinkQueryOptions(a.id));
  const [phone, setPhone] = useState(a.phone);
  const [email, setEmail] = useState(a.email);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const sms = useSendSheetSms();
  const wa = useSendSheetWhatsapp();
  const mail = useSendSheetEmail();
  const busy = sms.isPending || wa.isPending || mail.isPending;
  const phoneOk = isValidMobile(phone);
  const emailOk = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());

  const sendSms = () =>
    sms.mutate(
      { id: a.id, phone },
      {
        onSuccess: ({ message }) => {
          toast.ok(T.smsQueued);
          const now = awaitSmsOutcome(message.id);
          if (now) toast[now.kind](now.text);
        },
        onError: toast.failure,
      },
    );
  const sendWa = () => {
    if (!link.data) return;
    wa.mutate(
      { phone, text: link.data.text },
      {
        onSuccess: (r) => {
          if (r.via === 'tool') return toast.ok(T.waSent);
          if (r.reason === 'no_wa') toast.warn(MESSAGING_MSG.whatsappInvalidNumber);
          if (r.reason === 'accedi') toast.warn(MESSAGING_MSG.whatsappNotLoggedIn);
          if (!r.opened) setBlockedUrl(r.url);
        },
        onError: toast.failure,
      },
    );
  };
  const sendMail = () => {
    if (!link.data) return;
    mail.mutate(
      { url: link.data.url, email: email.trim(), model: a.model },
      {
        onSuccess: (sent) =>
          sent ? toast.ok(MESSAGING_MSG.emailSent) : toast.error(MESSAGING_MSG.emailNotSent),
        onError: () => toast.error(MESSAGING_MSG.emailNotSent),
      },
    );
  };

  const previewSrc = link.data ? new URL(link.data.url).pathname : '';

  return (
    <Modal opened onClose={onClose} title={T.sheetTitle} size="xl">
      <Stack gap="sm">
        {link.isPending ? (
          <Center h={200}>
            <Loader role="status" size="sm" aria-label={T.loading} />
          </Center>
        ) : link.isError ? (
          <Alert color="red" title={popupLoadError(link.error)}>
            <Button size="xs" onClick={() => void link.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : (
          <>
            <SheetPreview src={previewSrc} />
            <Anchor href={previewSrc} target="_blank" rel="noopener" size="sm">
              {T.sheetOpen}
            </Anchor>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: withEmail ? 2 : 1 }} spacing="sm">
          <TextInput
            label={T.phone}
            value={phone}
            inputMode="tel"
            onChange={(e) => setPhone(normalizePhone(typedPhone(e.currentTarget.value)))}
            error={phone !== '' && !phoneOk ? APPOINTMENTS_MSG.invalidMobile : undefined}
          />
          {withEmail && (
            <TextInput
              label={T.email}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
        </SimpleGrid>
        {blockedUrl && (
          <Anchor href={blockedUrl} target="_blank" rel="noopener noreferrer">
            {T.openWhatsapp}
          </Anchor>
        )}
        <SendButtons
          onClose={onClose}
          extra={
            withEmail && (
              <Button
                variant="light"
                leftSection={<IconMail size={16} aria-hidden />}
                onClick={sendMail}
                loading={mail.isPending}
                disabled={!link.data || !emailOk || (busy && !mail.isPending)}
              >
                {T.sendEmail}
              </Button>
            )
          }
          whatsapp={
            hasOption(session.data, '+whatsapp')
              ? {
                  onClick: sendWa,
                  loading: wa.isPending,
                  disabled: !link.data || !phoneOk || (busy && !wa.isPending),
                }
              : null
          }
          sms={{
            onClick: sendSms,
            loading: sms.isPending,
            disabled: !phoneOk || (busy && !sms.isPending),
          }}
        />
      </Stack>
    </Modal>
  );
}
