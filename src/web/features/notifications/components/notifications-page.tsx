/**
 * `#/user/notifiche` (spec 001 §2, §4 Notifications, §8): the workshop's notifications,
 * newest first, unread ones in bold with a dot; a click opens the detail dialog and marks it
 * read for a workshop user; "Segnala come non letto" sets it back; "Non ci sono notifiche"
 * when there are none. The super-admin (working inside the account) also sees deleted ones
 * and has Nuova notifica, Modifica and Elimina (soft). Live: the admin's writes arrive as
 * `notifications` events.
 */
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBell, IconPlus } from '@tabler/icons-react';
import type { Notification, NotificationInput } from '@shared/contracts/notifications';
import { PageTitle } from '@web/components/page-title';
import { confirmDelete } from '@web/components/confirm';
import { useSession } from '@web/data/session';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { toast } from '@web/lib/toast';
import { notificationsQueryOptions, useNotificationAction } from '../api/notifications';
import { formatWhen } from '../lib/format';
import { NOTIFICATIONS_TEXTS as T } from '../texts';
import { NotificationDialog } from './notification-dialog';
import { NotificationForm } from './notification-form';

export function NotificationsPage() {
  const session = useSession().data;
  const isAdmin = session?.role === 'admin';
  const workshopId = session?.workshop?.id ?? 0;
  const q = useQuery(notificationsQueryOptions());
  const action = useNotificationAction();
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Notification | null | undefined>(undefined);
  const list = q.data?.notifications ?? [];
  const open = list.find((n) => n.id === openId) ?? null;

  const openOne = (n: Notification) => {
    setOpenId(n.id);
    if (!isAdmin && n.read === 0) action.mutate({ kind: 'read', id: n.id });
  };
  const markUnread = (n: Notification) =>
    action.mutate(
      { kind: 'unread', id: n.id },
      {
        onSuccess: () => {
          toast.ok(T.markedUnread);
          setOpenId(null);
        },
        onError: toast.failure,
      },
    );
  const remove = async (n: Notification) => {
    if (!(await confirmDelete(T.confirmDelete))) return;
    action.mutate(
      { kind: 'delete', workshopId, id: n.id },
      { onSuccess: () => toast.ok(T.deletedToast), onError: toast.failure },
    );
  };
  const save = (input: NotificationInput) => {
    const done = {
      onSuccess: () => {
        toast.ok(T.saved);
        setEditing(undefined);
      },
      onError: toast.failure,
    };
    if (editing) action.mutate({ kind: 'update', workshopId, id: editing.id, input }, done);
    else action.mutate({ kind: 'create', workshopId, input }, done);
  };

  return (
    <Stack gap="md" maw={900} mx="auto" w="100%">
      <Group justify="space-between" wrap="nowrap">
        <PageTitle>{T.title}</PageTitle>
        {isAdmin && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {T.newNotification}
          </Button>
        )}
      </Group>

      {q.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={T.title} />
        </Center>
      ) : q.isError ? (
        <LoadFailedAlert
          title={T.loadError}
          retryLabel={T.retry}
          onRetry={() => void q.refetch()}
        />
      ) : list.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <IconBell size={32} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">{T.empty}</Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((n, i) => (
            <Box
              component="li"
              key={n.id}
              style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}
            >
              <UnstyledButton onClick={() => openOne(n)} w="100%" p="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Box
                      aria-hidden
                      w={10}
                      h={10}
                      style={{
                        borderRadius: '50%',
                        flexShrink: 0,
                        background: n.read ? 'transparent' : 'var(--mantine-color-blue-6)',
                      }}
                    />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={n.read ? 500 : 700} truncate>
                        {n.subject}
                      </Text>
                      <Text size="sm" c="dimmed" lineClamp={1}>
                        {n.text}
                      </Text>
                    </Stack>
                  </Group>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="xs" c="dimmed">
                      {formatWhen(n.sentAt)}
                    </Text>
                    {n.deleted === 1 ? (
                      <Badge color="gray.7" size="sm">
                        {T.deleted}
                      </Badge>
                    ) : (
                      n.read === 0 && (
                        <Badge color="blue.8" size="sm">
                          {T.unread}
                        </Badge>
                      )
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </Box>
          ))}
        </Paper>
      )}

      <NotificationDialog
        notification={open}
        isAdmin={isAdmin}
        busy={action.isPending}
        onClose={() => setOpenId(null)}
        onMarkUnread={markUnread}
        onEdit={(n) => {
          setOpenId(null);
          setEditing(n);
        }}
        onDelete={(n) => {
          setOpenId(null);
          void remove(n);
        }}
      />
      <NotificationForm
        editing={editing}
        saving={action.isPending}
        onClose={() => setEditing(undefined)}
        onSave={save}
      />
    </Stack>
  );
}
