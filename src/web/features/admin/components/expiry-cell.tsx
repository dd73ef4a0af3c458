/** An account's expiry in the list: the date, and "in scadenza" / "Scaduto" badges (spec 001 §9). */
import { Badge, Group, Text } from '@mantine/core';
import { formatSlashed } from '@shared/domain/iso-date';
import { expiryState } from '../lib/filters';
import { ADMIN_TEXTS as T } from '../texts';

export function ExpiryCell({ expiresOn, today }: { expiresOn: string | null; today: string }) {
  const { state, days } = expiryState(expiresOn, today);
  if (!expiresOn)
    return (
      <Text size="sm" c="dimmed">
        {T.never}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatSlashed(expiresOn)}</Text>
      {state === 'expired' && (
        <Badge color="red.9" size="sm">
          {T.expired}
        </Badge>
      )}
      {state === 'expiring' && (
        <Badge color="orange.9" size="sm">
          {T.expiring(days ?? 0)}
        </Badge>
      )}
    </Group>
  );
}
