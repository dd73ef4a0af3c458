/** One message of a campaign: phone, description, text, state, send time and its actions. */
import { memo } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Message } from '@shared/contracts/messaging';
import { formatSendTime, messageStateColor, messageStateLabel } from '../lib/format';
import { MESSAGING_TEXTS as T } from '../texts';
import { AA_GREEN, AA_ORANGE, StateBadge } from './state-badge';
import classes from './messaging.module.css';

type Props = {
  message: Message;
  onEdit: (m: Message) => void;
  onDelete: (m: Message) => void;
  onMarkSent: (m: Message) => void;
  onResend: (m: Message) => void;
  /** WhatsApp campaigns: send this one message by itself (absent for SMS). */
  onSendOne?: (m: Message) => void;
};

function MessageRowImpl({ message: m, onEdit, onDelete, onMarkSent, onResend, onSendOne }: Props) {
  const locked = m.state === 'sent' || m.state === 'claimed';
  // A withdrawn message (its phone on Non contattare) is never offered for sending.
  const sendable =
    onSendOne &&
    !m.withdrawn &&
    (m.state === 'queued' || m.state === 'failed' || m.state === 'unknown');
  return (
    <div role="listitem" className={classes.message} data-message-id={m.id} data-state={m.state}>
      <div className={classes.messageHead}>
        <Text fw={700} size="sm" aria-label={`${T.phone} ${m.phone}`}>
          {m.phone}
        </Text>
        {m.description && (
          <Text size="sm" c="dimmed" truncate>
            {m.description}
          </Text>
        )}
        <StateBadge color={messageStateColor(m)} testId="message-state">
          {messageStateLabel(m)}
        </StateBadge>
        {m.sentAt && (
          <Text size="xs" c="dimmed">
            {`${T.sendTime}: ${formatSendTime(m.sentAt)}`}
          </Text>
        )}
        <Group gap={4} ml="auto" wrap="nowrap">
          {sendable && (
            <Button
              size="compact-xs"
              color={AA_GREEN}
              leftSection={<IconBrandWhatsapp size={14} />}
              aria-label={T.sendOneLabel(m.phone)}
              onClick={() => onSendOne(m)}
            >
              {T.sendOne}
            </Button>
          )}
          {!locked && (
            <ActionIcon
              variant="subtle"
              aria-label={`${T.editMessage} ${m.phone}`}
              onClick={() => onEdit(m)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          )}
          {m.state !== 'claimed' && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${T.deleteMessage} ${m.phone}`}
              onClick={() => onDelete(m)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </div>
      <Text size="sm" className={classes.messageText}>
        {m.text}
      </Text>
      {m.state === 'unknown' && (
        <Group gap="xs" mt={4}>
          <Button size="xs" color={AA_GREEN} onClick={() => onMarkSent(m)}>
            {T.markSent}
          </Button>
          <Button size="xs" color={AA_ORANGE} onClick={() => onResend(m)}>
            {T.resend}
          </Button>
        </Group>
      )}
    </div>
  );
}

export const MessageRow = memo(MessageRowImpl);
