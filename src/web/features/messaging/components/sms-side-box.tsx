/**
 * SMS side box of the grid (spec 000 §2 side boxes, §9; 001 §8): credit (red below 200,
 * "errore" when the lookup fails), pending and sent counts. The counts follow `sms`
 * campaign events, the credit also `credit` events (pushed by the server, no poll).
 */
import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMessage } from '@tabler/icons-react';
import { smsSummaryQueryOptions } from '../api/sms-summary';
import { useMessagingLiveUpdates } from '../hooks/use-messaging-live-updates';
import { MESSAGING_TEXTS as T } from '../texts';

export function SmsSideBox() {
  useMessagingLiveUpdates();
  const summary = useQuery(smsSummaryQueryOptions());
  const s = summary.data;
  const credit = s ? (s.creditError ?? (s.credit === null ? '–' : String(s.credit))) : '…';
  const red = !!s && (s.creditLow || s.creditError !== null);
  return (
    <Card withBorder padding="xs" radius="md" component="section" aria-label={T.smsBox}>
      <Group gap={6} mb={4}>
        <IconMessage size={16} />
        <Text size="sm" fw={700}>
          {T.smsBox}
        </Text>
      </Group>
      <Stack gap={2}>
        <Row
          label={T.credit}
          value={credit}
          color={red ? 'red.8' : undefined}
          testId="sms-credit"
        />
        <Row label={T.smsPending} value={s ? String(s.pending) : '…'} testId="sms-pending" />
        <Row label={T.smsSent} value={s ? String(s.sent) : '…'} testId="sms-sent" />
      </Stack>
    </Card>
  );
}

function Row(p: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {p.label}
      </Text>
      <Text size="sm" fw={700} c={p.color} data-testid={p.testId}>
        {p.value}
      </Text>
    </Group>
  );
}
