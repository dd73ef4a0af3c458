/**
 * Side boxes of the appointments screen (spec 000 §2): colour counts of the day, the
 * account-expiry notice (30 days or fewer, red at 7 or fewer) and, with +mod_kuma, the
 * staff rota of the week. SMS credit, WEB and SYNC boxes come with their features.
 */
import { Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import type { DayResponse } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import { rotaFor } from '@shared/domain/rota';
import { APPOINTMENT_STATUSES, STATUS_COLORS, STATUS_LABELS } from '@shared/domain/status';
import {
  EXPIRY_URGENT_DAYS,
  expiryNotice,
  statusCounts,
} from '@web/features/appointments/lib/side-box-data';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

type Props = { day: DayResponse | undefined; session: Session };

const SHIFT_LABELS = T.shifts;

/** The column of small boxes beside the grid. */
export function SideBoxes({ day, session }: Props) {
  const counts = statusCounts(day?.appointments ?? []);
  const days = session.workshop?.daysToExpiry ?? null;
  const notice = expiryNotice(days);
  const tone = days !== null && days <= EXPIRY_URGENT_DAYS ? 'red' : 'yellow';
  const rota =
    session.app.options.includes('+mod_kuma') &&
    (session.app.rota.length === 2 || session.app.rota.length === 3)
      ? rotaFor(day?.date ?? session.today, session.app.rota)
      : [];

  return (
    <Stack gap="sm">
      {notice && (
        <Card withBorder padding="xs" radius="md" bg={`${tone}.0`} role="status">
          <Group gap={6} wrap="nowrap">
            <IconAlertTriangle size={18} color={`var(--mantine-color-${tone}-8)`} />
            <Text size="sm" fw={600} c={tone === 'red' ? 'red.8' : 'yellow.9'}>
              {notice}
            </Text>
          </Group>
        </Card>
      )}

      <Card withBorder padding="xs" radius="md" aria-label={T.statusCounts} component="section">
        <SimpleGrid cols={{ base: 1 }} spacing={4} verticalSpacing={4}>
          {APPOINTMENT_STATUSES.map((s) => (
            <Group key={s} justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={8} wrap="nowrap">
                <Box
                  w={12}
                  h={12}
                  style={{
                    borderRadius: '50%',
                    flex: 'none',
                    background:
                      s === 0
                        ? 'var(--mantine-color-gray-3)'
                        : `var(--mantine-color-${STATUS_COLORS[s]}-6)`,
                    border: s === 0 ? '1px solid var(--mantine-color-gray-5)' : undefined,
                  }}
                />
                <Text size="sm">{STATUS_LABELS[s]}</Text>
              </Group>
              <Text size="sm" fw={700} data-status-count={s}>
                {counts[s]}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Card>

      {rota.length > 0 && (
        <Card withBorder padding="xs" radius="md" aria-label={T.rota} component="section">
          <Group gap={6} mb={4}>
            <IconUsers size={16} />
            <Text size="sm" fw={700}>
              {T.rotaTitle}
            </Text>
          </Group>
          {rota.map((r) => (
            <Group key={r.shift} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {SHIFT_LABELS[r.shift]}
              </Text>
              <Text size="sm" fw={600}>
                {r.person}
              </Text>
            </Group>
          ))}
        </Card>
      )}
    </Stack>
  );
}
