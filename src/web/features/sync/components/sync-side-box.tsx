/**
 * SYNC side box of the grid (spec 000 §2 side boxes: synced/total of the day's stato 2 or
 * 3, only with +sync_targa and a tool server configured; §4 SYNC; §9 tool presence every 3
 * minutes):
 * the count, whether the tool answers, and the SYNC button, which reads the day's vehicles
 * from the tool, posts them to the server and shows the outcome's toasts.
 */
import { Button, Card, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { todayInRome } from '@shared/domain/iso-date';
import { syncCountKeys, toolKeys } from '@web/data/keys';
import { hasOption, useSession } from '@web/data/session';
import { toast } from '@web/lib/toast';
import {
  runSync,
  syncCountQueryOptions,
  toolPresenceQueryOptions,
  toolServerQueryOptions,
} from '../api/sync';
import { useSyncLive } from '../hooks/use-sync-live';
import { syncNotices } from '../lib/sync';
import { SYNC_TEXTS as T } from '../texts';

/**
 * The box for the grid's date `YYYY-MM-DD`; nothing without the +sync_targa option (spec
 * 000 §9 option flags) or when no tool server is configured.
 */
export function SyncSideBox({ date }: { date: string }) {
  useSyncLive();
  const session = useSession();
  const tool = useQuery(toolServerQueryOptions());
  const base = tool.data ?? '';
  if (!base || !hasOption(session.data, '+sync_targa')) return null;
  return <SyncBox base={base} date={date} />;
}

function SyncBox({ base, date }: { base: string; date: string }) {
  const qc = useQueryClient();
  const count = useQuery(syncCountQueryOptions(date));
  const presence = useQuery(toolPresenceQueryOptions(base));
  const sync = useMutation({
    mutationFn: () => runSync(base, date, todayInRome()),
    meta: { invalidates: [syncCountKeys.all()] },
    onSuccess: (outcome) => {
      if (outcome.kind === 'done') qc.setQueryData(syncCountKeys.day(date), outcome.result.count);
      // The tool answered (or not): the presence line says so at once, or as soon as the
      // probe that last found it missing has asked again.
      const probe = toolKeys.machineId(base);
      if (outcome.kind === 'tool-missing') qc.setQueryData(probe, null);
      else if (qc.getQueryData(probe) == null) void qc.invalidateQueries({ queryKey: probe });
      for (const n of syncNotices(outcome)) toast[n.kind](n.text);
    },
    onError: (err) => toast.failure(err),
  });
  const c = count.data;
  const present = presence.data;
  return (
    <Card withBorder padding="xs" radius="md" component="section" aria-label={T.box}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Group gap={6}>
          <IconRefresh size={16} aria-hidden />
          <Text size="sm" fw={700}>
            {T.box}
          </Text>
        </Group>
        <Text size="sm" fw={700} data-testid="sync-count" title={T.countLabel}>
          {c ? `${c.synced}/${c.total}` : '…'}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text
          size="xs"
          c={present === false ? 'red.8' : 'dimmed'}
          data-testid="sync-tool"
          role="status"
        >
          {present === undefined ? T.toolChecking : present ? T.toolPresent : T.toolAbsent}
        </Text>
        <Button
          size="compact-xs"
          onClick={() => sync.mutate()}
          loading={sync.isPending}
          title={T.syncTitle}
        >
          {T.sync}
        </Button>
      </Group>
    </Card>
  );
}
