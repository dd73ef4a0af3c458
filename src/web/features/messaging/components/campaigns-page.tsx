/**
 * Campaign screens `#/user/sms_comunicazioni` and `#/user/wa_comunicazioni` (spec 001 §2,
 * §4, §8; docs/MESSAGING.md): the channel's campaigns with their counts; the selected
 * one (`?campagna=` name or id) lists its messages, a page at a time ("Carica altri"), so
 * thousands of messages stay smooth. INVIA starts the campaign, ANNULLA pauses it; the
 * progress comes from `campaign` events (no timers). Free messages go to LIBERA.
 *
 * A WhatsApp campaign left "In invio" (its tab on the WhatsApp PC closed mid-send) resumes
 * when it is opened again on the WhatsApp PC; every desk sees "In attesa del PC WhatsApp"
 * once nothing was claimed for `WA_HEARTBEAT_MS` (docs/MESSAGING.md "WhatsApp bulk").
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Campaign, Channel, Message } from '@shared/contracts/messaging';
import { withCount, MESSAGING_MSG } from '@shared/messages/messaging';
import { confirmAction, confirmDelete } from '@web/components/confirm';
import { toast } from '@web/lib/toast';
import { campaignsQueryOptions, messagesQueryOptions, useCampaignAction } from '../api/campaigns';
import { useWaBulkSend } from '../api/wa-bulk';
import { useWaSingleSend } from '../api/wa-single';
import { useMessagingLiveUpdates } from '../hooks/use-messaging-live-updates';
import { WA_HEARTBEAT_MS, waitsForWhatsappPc } from '../lib/wa-bulk';
import { MESSAGING_TEXTS as T } from '../texts';
import { AA_ORANGE, StateBadge } from './state-badge';
import { MessageDialog } from './message-dialog';
import { MessageRow } from './message-row';
import { DeleteCampaignButton } from './delete-campaign-button';
import classes from './messaging.module.css';

type Props = { channel: Channel };

/** The campaign screen of one channel. */
export function CampaignsPage({ channel }: Props) {
  useMessagingLiveUpdates();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('campagna');
  const campaigns = useQuery(campaignsQueryOptions(channel));
  const list = campaigns.data;
  const selected = useMemo(
    () => list?.find((c) => c.name === wanted || String(c.id) === wanted) ?? null,
    [list, wanted],
  );
  const [dialog, setDialog] = useState<{ message: Message | null } | null>(null);

  const select = (c: Campaign) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('campagna', c.name);
      return next;
    });

  return (
    <Stack gap="md" w="100%" maw={1400} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{channel === 'sms' ? T.smsTitle : T.waTitle}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ message: null })}>
          {T.newMessage}
        </Button>
      </Group>
      <div className={classes.layout}>
        <Paper withBorder radius="md" p="xs" component="section" aria-label={T.campaigns}>
          <Title order={3} size="h5" mb="xs">
            {T.campaigns}
          </Title>
          {campaigns.isPending ? (
            <Center py="md">
              <Loader role="status" size="sm" aria-label={T.loading} />
            </Center>
          ) : campaigns.isError ? (
            <Alert color="red" title={T.loadError}>
              <Button size="xs" onClick={() => void campaigns.refetch()}>
                {T.retry}
              </Button>
            </Alert>
          ) : list && list.length > 0 ? (
            <Stack gap={6} role="list">
              {list.map((c) => (
                <CampaignItem
                  key={c.id}
                  campaign={c}
                  active={c.id === selected?.id}
                  onSelect={() => select(c)}
                />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {T.noCampaigns}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="xs" component="section" aria-label={T.messages}>
          {selected ? (
            <CampaignDetail
              key={selected.id}
              channel={channel}
              campaign={selected}
              onEdit={(m) => setDialog({ message: m })}
              onDeleted={() => setParams(new URLSearchParams())}
            />
          ) : (
            <Text c="dimmed" size="sm" p="md">
              {list && list.length > 0 ? T.selectCampaign : T.noMessages}
            </Text>
          )}
        </Paper>
      </div>
      {dialog && (
        <MessageDialog channel={channel} message={dialog.message} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

function Counts({ campaign }: { campaign: Campaign }) {
  const c = campaign.counts;
  return (
    <Group gap={6} wrap="wrap">
      <StateBadge color="gray">{`${T.pending}: ${c.pending}`}</StateBadge>
      <StateBadge color="green">{`${T.sent}: ${c.sent}`}</StateBadge>
      <StateBadge color="red">{`${T.errors}: ${c.errors}`}</StateBadge>
      <StateBadge color="orange">{`${T.toVerify}: ${c.toVerify}`}</StateBadge>
      {c.withdrawn > 0 && (
        <StateBadge color="gray">{`${T.withdrawnCount}: ${c.withdrawn}`}</StateBadge>
      )}
    </Group>
  );
}

/**
 * This desk's clock, read again every `WA_HEARTBEAT_MS / 3` while `ticking` (a WhatsApp
 * campaign "In invio" is shown), so "In attesa del PC WhatsApp" appears without a request.
 */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), WA_HEARTBEAT_MS / 3);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The state a desk reads: "In attesa del PC WhatsApp" for a stranded WhatsApp send. */
function stateLabel(c: Campaign, now: number): string {
  return waitsForWhatsappPc(c, now) ? T.waWaiting : T.campaignState[c.state];
}

function CampaignItem(p: { campaign: Campaign; active: boolean; onSelect: () => void }) {
  const c = p.campaign;
  const now = useNow(c.channel === 'wa' && c.state === 'running');
  return (
    <UnstyledButton
      role="listitem"
      className={classes.campaign}
      data-active={p.active || undefined}
      aria-current={p.active || undefined}
      onClick={p.onSelect}
      data-campaign={c.name}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Text fw={700} size="sm" truncate>
          {c.name}
        </Text>
        <Text size="xs" c="dimmed">
          {stateLabel(c, now)}
        </Text>
      </Group>
      <Counts campaign={c} />
    </UnstyledButton>
  );
}

function CampaignDetail(p: {
  channel: Channel;
  campaign: Campaign;
  onEdit: (m: Message) => void;
  onDeleted: () => void;
}) {
  const { channel, campaign } = p;
  const c = campaign.counts;
  const messages = useInfiniteQuery(messagesQueryOptions(channel, campaign.id));
  const action = useCampaignAction(channel);
  const waBulk = useWaBulkSend();
  const sendOne = useWaSingleSend(channel);
  const [waRunning, setWaRunning] = useState(false);
  const rows = useMemo(
    () => messages.data?.pages.flatMap((pg) => pg.messages) ?? [],
    [messages.data],
  );
  const running = campaign.state === 'running';
  const done = c.total - c.pending;
  const now = useNow(channel === 'wa' && running);
  const waiting = !waRunning && waitsForWhatsappPc(campaign, now);

  // Opened again with messages left "In invio" (a tab closed mid-send): on the WhatsApp PC
  // this resumes them; elsewhere it does nothing (`auto`: no toast). Once per opening.
  const resumeTried = useRef(false);
  useEffect(() => {
    if (resumeTried.current || channel !== 'wa' || !running || c.pending === 0) return;
    resumeTried.current = true;
    setWaRunning(true);
    void waBulk(campaign, { auto: true })
      .catch(toast.failure)
      .finally(() => setWaRunning(false));
  }, [channel, running, c.pending, campaign, waBulk]);

  // WA bulk notice: how many numbers have no WhatsApp, once the campaign is done.
  const notified = useRef(false);
  useEffect(() => {
    if (channel === 'wa' && campaign.state === 'done' && c.noWhatsapp > 0 && !notified.current) {
      notified.current = true;
      toast.info(withCount(MESSAGING_MSG.noWhatsappCount, c.noWhatsapp));
    }
  }, [channel, campaign.state, c.noWhatsapp]);

  const act = (a: Parameters<typeof action.mutate>[0], after?: () => void) =>
    action.mutate(a, { onSuccess: () => after?.(), onError: toast.failure });

  const removeSent = async () => {
    if (await confirmDelete(T.confirmDeleteSent))
      act({ kind: 'deleteSent', id: campaign.id }, () => toast.ok(T.deleted));
  };
  const removeCampaign = async () => {
    if (await confirmDelete(T.confirmDeleteCampaign(campaign.name)))
      act({ kind: 'deleteCampaign', id: campaign.id }, () => {
        toast.ok(T.deleted);
        p.onDeleted();
      });
  };
  const removeAll = async () => {
    if (await confirmDelete(T.confirmDeleteAll))
      act({ kind: 'deleteAll' }, () => {
        toast.ok(T.deleted);
        p.onDeleted();
      });
  };
  const removeMessage = async (m: Message) => {
    if (await confirmDelete(T.confirmDeleteMessage))
      act({ kind: 'deleteMessage', id: m.id }, () => toast.ok(T.deleted));
  };
  const resend = async (m: Message) => {
    const yes = await confirmAction({
      title: T.resendTitle,
      message: T.resendConfirm,
      confirmLabel: T.resend,
    });
    if (yes) act({ kind: 'resend', id: m.id });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4" data-testid="campaign-title">
          {campaign.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          {running ? (
            <Button
              color={AA_ORANGE}
              leftSection={<IconPlayerPause size={16} />}
              aria-label={T.cancelLabel}
              onClick={() => act({ kind: 'pause', id: campaign.id })}
              loading={action.isPending && action.variables?.kind === 'pause'}
            >
              {T.cancel}
            </Button>
          ) : (
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              aria-label={T.sendLabel}
              disabled={c.pending === 0}
              onClick={() => {
                if (channel === 'sms') return act({ kind: 'start', id: campaign.id });
                // WhatsApp: this browser drives the send through the local tool (and the
                // campaign turning "In invio" must not start a second, automatic one).
                resumeTried.current = true;
                setWaRunning(true);
                void waBulk(campaign)
                  .catch(toast.failure)
                  .finally(() => setWaRunning(false));
              }}
              loading={waRunning || (action.isPending && action.variables?.kind === 'start')}
            >
              {T.send}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconTrash size={16} />}
            disabled={c.sent === 0}
            onClick={() => void removeSent()}
          >
            {T.deleteSent}
          </Button>
          <DeleteCampaignButton
            withDeleteAll={channel === 'wa'}
            onDelete={() => void removeCampaign()}
            onDeleteAll={() => void removeAll()}
          />
        </Group>
      </Group>
      <Counts campaign={campaign} />
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" role="status" data-testid="campaign-progress">
            {T.progress(c.sent, c.total)}
          </Text>
          <Text size="xs" c="dimmed">
            {stateLabel(campaign, now)}
          </Text>
        </Group>
        <Progress
          value={c.total ? (done / c.total) * 100 : 0}
          animated={running && !waiting}
          aria-label={T.progress(c.sent, c.total)}
        />
      </Stack>
      {waiting && (
        <Alert color="blue" title={T.waWaiting} role="status">
          {T.waWaitingText}
        </Alert>
      )}
      {messages.isPending ? (
        <Center py="md">
          <Loader role="status" size="sm" aria-label={T.loading} />
        </Center>
      ) : messages.isError ? (
        <Alert color="red" title={T.loadError}>
          <Button size="xs" onClick={() => void messages.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" p="md">
          {T.noMessages}
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label={T.messages} className={classes.messages}>
          {rows.map((m) => (
            <MessageRow
              key={m.id}
              message={m}
              onEdit={p.onEdit}
              onDelete={(x) => void removeMessage(x)}
              onMarkSent={(x) => act({ kind: 'markSent', id: x.id })}
              onResend={(x) => void resend(x)}
              onSendOne={channel === 'wa' ? (x) => void sendOne(x).catch(toast.failure) : undefined}
            />
          ))}
        </Stack>
      )}
      {messages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void messages.fetchNextPage()}
          loading={messages.isFetchingNextPage}
        >
          {T.loadMore}
        </Button>
      )}
    </Stack>
  );
}
