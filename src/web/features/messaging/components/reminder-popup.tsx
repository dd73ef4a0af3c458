/**
 * The popup of the grid toolbar's Promemoria button "Invio Messaggi Promemoria" (spec
 * 000 §2, §5): the day's reminder candidates with their filled texts; INVIA SMS queues them
 * (campaign "PROMEMORIA dd/mm/yyyy", started at once) and the toast shows the server's
 * notice. With +whatsapp a channel switch offers WhatsApp: CREA CAMPAGNA WHATSAPP creates
 * the day's WA campaign (it waits for the WhatsApp PC) and marks every scheduled reminder of
 * the date 5, grey (spec 000 §4; toast "Campagna WhatsApp creata"). The grid's reminder marks change by themselves through the `day` events the
 * sender publishes.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp, IconSend } from '@tabler/icons-react';
import type { Channel } from '@shared/contracts/messaging';
import { addDays, formatSlashed } from '@shared/domain/iso-date';
import { splitWaText } from '@shared/domain/templates';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { hasOption, useSession } from '@web/data/session';
import { toast } from '@web/lib/toast';
import { remindersQueryOptions, useQueueReminders } from '../api/reminders';
import { WA_BUTTON_COLOR } from '../lib/format';
import { MESSAGING_TEXTS as T } from '../texts';
import { StateBadge } from './state-badge';
import classes from './messaging.module.css';
import { campaignCreateError, popupLoadError } from '@web/lib/load-error';

/** The popup; mounted by `ReminderButton` (`reminder-button.tsx`) only while open. */
export function ReminderPopup({ date, onClose }: { date: string; onClose: () => void }) {
  const session = useSession();
  const [channel, setChannel] = useState<Channel>('sms');
  const withWhatsapp = hasOption(session.data, '+whatsapp');
  const preview = useQuery(remindersQueryOptions(date, channel));
  const queue = useQueueReminders();
  const data = preview.data;
  const toQueue = data?.candidates.filter((c) => !c.queued).length ?? 0;

  const send = () =>
    queue.mutate(
      { date, channel },
      {
        onSuccess: (r) => {
          if (r.queued > 0) toast.ok(r.notice);
          else toast.info(r.notice);
          if (r.skippedOptOut > 0) toast.info(T.skippedOptOut(r.skippedOptOut));
          onClose();
        },
        onError: (err) => toast.error(campaignCreateError(err)),
      },
    );

  const firstDay =
    session.data && data ? formatSlashed(addDays(session.data.today, data.minDays)) : '';

  return (
    <Modal opened onClose={onClose} title={T.reminderTitle} size="xl">
      {withWhatsapp && (
        <SegmentedControl
          mb="sm"
          aria-label={T.channel}
          value={channel}
          onChange={(v) => setChannel(v === 'wa' ? 'wa' : 'sms')}
          data={[
            { value: 'sms', label: T.channelSms },
            { value: 'wa', label: T.channelWa },
          ]}
        />
      )}
      {preview.isPending ? (
        <Center py="md">
          <Loader role="status" size="sm" aria-label={T.loading} />
        </Center>
      ) : preview.isError || !data ? (
        <Alert color="red" title={popupLoadError(preview.error)}>
          <Button size="xs" onClick={() => void preview.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fw={700}>{data.campaignName}</Text>
          {!data.allowed && (
            <Alert color="orange">
              {MESSAGING_MSG.reminderTooLate.replace('{data}', firstDay)}
            </Alert>
          )}
          {data.invalidPhones > 0 && (
            <Text size="sm" c="orange.8">
              {T.invalidPhones(data.invalidPhones)}
            </Text>
          )}
          {data.skippedOptOut > 0 && (
            <Text size="sm" c="orange.9">
              {T.skippedOptOut(data.skippedOptOut)}
            </Text>
          )}
          {data.candidates.length === 0 ? (
            <Text c="dimmed" size="sm">
              {T.noCandidates}
            </Text>
          ) : (
            <Stack gap={0} role="list" aria-label={T.reminderTitle} className={classes.messages}>
              {data.candidates.map((c) => (
                <div key={c.appointmentId} role="listitem" className={classes.message}>
                  <div className={classes.messageHead}>
                    <Text fw={700} size="sm">
                      {c.time}
                    </Text>
                    <Text size="sm">{c.surname}</Text>
                    <Text size="sm" c="dimmed">
                      {[c.model, c.plate].filter(Boolean).join(' · ')}
                    </Text>
                    <Text size="sm">{c.phone}</Text>
                    {c.queued && <StateBadge color="green">{T.alreadyQueued}</StateBadge>}
                  </div>
                  <CandidateText text={c.text} channel={channel} />
                </div>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.close}
            </Button>
            <Button
              leftSection={
                channel === 'wa' ? <IconBrandWhatsapp size={16} /> : <IconSend size={16} />
              }
              color={channel === 'wa' ? WA_BUTTON_COLOR : undefined}
              onClick={send}
              loading={queue.isPending}
              disabled={!data.allowed || toQueue === 0}
            >
              {channel === 'wa' ? T.createWaCampaign : T.sendSms}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A candidate's text; for WhatsApp the SMS fallback (`==sms==` part) on a line of its own. */
function CandidateText({ text, channel }: { text: string; channel: Channel }) {
  const { wa, sms } = channel === 'wa' ? splitWaText(text) : { wa: text, sms: null };
  return (
    <>
      <Text size="sm" className={classes.messageText}>
        {wa}
      </Text>
      {sms && (
        <Text size="xs" c="dimmed" className={classes.messageText}>
          {T.smsFallback(sms)}
        </Text>
      )}
    </>
  );
}
