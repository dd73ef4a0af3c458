/**
 * Detail of one notification (spec 001 §2 notifiche "detail dialog"): subject, date, text;
 * "Segnala come non letto" once read. Opening it marks it read on the server for a workshop
 * user (the page calls that); the admin sees Modifica / Elimina instead.
 */
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMailOpened, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Notification } from '@shared/contracts/notifications';
import { formatWhen } from '../lib/format';
import { NOTIFICATIONS_TEXTS as T } from '../texts';

type Props = {
  notification: Notification | null;
  isAdmin: boolean;
  busy: boolean;
  onClose: () => void;
  onMarkUnread: (n: Notification) => void;
  onEdit: (n: Notification) => void;
  onDelete: (n: Notification) => void;
};

export function NotificationDialog(props: Props) {
  const { notification: n, isAdmin, busy, onClose } = props;
  return (
    <Modal opened={!!n} onClose={onClose} title={n?.subject ?? ''} size="lg" centered>
      {n && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {T.sentOn(formatWhen(n.sentAt))}
            </Text>
            {n.readAt && (
              <Text size="sm" c="dimmed">
                · {T.readOn(formatWhen(n.readAt))}
              </Text>
            )}
            {n.deleted === 1 && <Badge color="gray.7">{T.deleted}</Badge>}
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.text}</Text>
          <Group justify="flex-end" gap="sm">
            {isAdmin ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => props.onEdit(n)}
                >
                  {T.edit}
                </Button>
                {n.deleted === 0 && (
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => props.onDelete(n)}
                    loading={busy}
                  >
                    {T.delete}
                  </Button>
                )}
              </>
            ) : (
              n.read === 1 && (
                <Button
                  variant="default"
                  leftSection={<IconMailOpened size={16} />}
                  onClick={() => props.onMarkUnread(n)}
                  loading={busy}
                >
                  {T.markUnread}
                </Button>
              )
            )}
            <Button onClick={onClose}>{T.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
