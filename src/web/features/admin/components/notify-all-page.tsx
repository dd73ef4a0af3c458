/**
 * `#/admin/notifica_tutti` (spec 001 §2, §5, §8): subject ("Inserire il campo ogetto"),
 * text ("Inserire il testo") and the accounts to notify (all active ones preselected);
 * INVIA writes one notification to each; "Notifica inviata".
 */
import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSend } from '@tabler/icons-react';
import {
  checkNotificationDraft,
  NotificationFields,
  type NotificationDraft,
  type NotificationDraftErrors,
} from '@web/components/notification-fields';
import { Panel } from '@web/components/panel';
import { SubmitForm } from '@web/components/submit-form';
import { PageTitle } from '@web/components/page-title';
import { toast } from '@web/lib/toast';
import { useNotifyAccounts, workshopsQueryOptions } from '../api/accounts';
import { ADMIN_TEXTS as T } from '../texts';

const EMPTY_DRAFT: NotificationDraft = { subject: '', text: '' };

export function NotifyAllPage() {
  const list = useQuery(workshopsQueryOptions());
  const notify = useNotifyAccounts();
  const [draft, setDraft] = useState<NotificationDraft>(EMPTY_DRAFT);
  // The accounts ticked here; untouched, every active one.
  const [selected, setSelected] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<NotificationDraftErrors & { to?: string }>({});
  const accounts = useMemo(() => list.data?.workshops ?? [], [list.data]);

  const chosen = selected ?? accounts.filter((w) => w.active === 1).map((w) => String(w.id));

  const send = () => {
    const next = {
      ...checkNotificationDraft(draft),
      to: chosen.length ? undefined : T.noneSelected,
    };
    setErrors(next);
    if (next.subject || next.text || next.to) return;
    notify.mutate(
      { subject: draft.subject.trim(), text: draft.text, workshopIds: chosen.map(Number) },
      {
        onSuccess: () => {
          toast.ok(T.sent);
          setDraft(EMPTY_DRAFT);
        },
        onError: toast.failure,
      },
    );
  };

  return (
    <SubmitForm noValidate onSubmit={send}>
      <Stack gap="md" maw={900} mx="auto" w="100%">
        <PageTitle>{T.notifyTitle}</PageTitle>
        <Panel>
          <NotificationFields labels={T} value={draft} onChange={setDraft} errors={errors} />
        </Panel>
        <Panel gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{T.recipients}</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {T.selectedCount(chosen.length)}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setSelected(accounts.map((w) => String(w.id)))}
              >
                {T.selectAll}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setSelected([])}>
                {T.selectNone}
              </Button>
            </Group>
          </Group>
          <Checkbox.Group
            aria-label={T.recipients}
            value={chosen}
            onChange={setSelected}
            error={errors.to}
          >
            <ScrollArea.Autosize mah={320} type="auto">
              <Stack gap={6} py={4}>
                {accounts.map((w) => (
                  <Checkbox
                    key={w.id}
                    value={String(w.id)}
                    label={w.active ? w.username : `${w.username} (${T.inactive})`}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        </Panel>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={18} />} loading={notify.isPending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
