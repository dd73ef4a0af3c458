/**
 * #/admin/stato_server: the super-admin opens or closes the service (spec 000 §4
 * stato_server open | close, §7 app_status). Saving NOTIFYs every open desk.
 */
import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAINTENANCE_TEXT_MAX, setServerState, type ServerState } from '@shared/contracts/system';
import { systemKeys } from '@web/data/keys';
import { appStatusQuery } from '@web/data/system';
import { call } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { MAINTENANCE_TEXTS as T } from '../texts';

export function ServerStatePage() {
  const qc = useQueryClient();
  const status = useQuery(appStatusQuery());
  const [state, setState] = useState<ServerState>(status.data?.state ?? 'open');
  const [text, setText] = useState(status.data?.text ?? '');
  // New status from the server (first load, another admin's save): the form follows it.
  const [loaded, setLoaded] = useState(status.data);
  if (status.data && status.data !== loaded) {
    setLoaded(status.data);
    setState(status.data.state);
    setText(status.data.text);
  }
  const save = useMutation({
    mutationFn: () => call(setServerState, { body: { state, text } }),
    onSuccess: (s) => {
      qc.setQueryData(systemKeys.status(), s);
      toast.ok(T.saved);
    },
    onError: toast.failure,
  });
  return (
    <Stack gap="md" p="md" maw={640}>
      <Title order={1} fz={24}>
        {T.title}
      </Title>
      <Text c="dimmed">{T.intro}</Text>
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={500} id="server-state-label">
              {T.stateLabel}
            </Text>
            <SegmentedControl
              aria-labelledby="server-state-label"
              value={state}
              onChange={(v) => setState(v as ServerState)}
              color={state === 'close' ? 'orange' : 'teal'}
              data={[
                { value: 'open', label: T.open },
                { value: 'close', label: T.closed },
              ]}
            />
          </Stack>
          <Textarea
            label={T.textLabel}
            placeholder={T.textPlaceholder}
            value={text}
            maxLength={MAINTENANCE_TEXT_MAX}
            autosize
            minRows={2}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {status.data ? T.version(status.data.version) : ''}
            </Text>
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!status.data}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
