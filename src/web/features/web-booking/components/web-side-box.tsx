/**
 * WEB side box of the grid (spec 000 §2 side boxes: confirmed/total from today on, only
 * with a link_web) opening the web booking popup with DA CONFERMARE and CONFERMATI.
 */
import { useState } from 'react';
import { Card, Group, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconWorld } from '@tabler/icons-react';
import { webBookingsQueryOptions } from '../api/web-bookings';
import { useWebBookingLive } from '../hooks/use-web-booking-live';
import { WEB_BOOKING_TEXTS as T } from '../texts';
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';

/** Loaded at the first opening (issue 12 §4), or when the pointer or focus reaches the box. */
const WebBookingsPopup = lazyPopup(() => import('./web-bookings-popup'), 'WebBookingsPopup');

export function WebSideBox() {
  useWebBookingLive();
  const list = useQuery(webBookingsQueryOptions());
  const [open, setOpen] = useState(false);
  const d = list.data;
  if (!d?.enabled) return null;
  return (
    <Card withBorder padding="xs" radius="md" component="section" aria-label={T.box}>
      <UnstyledButton
        onClick={() => setOpen(true)}
        onPointerEnter={WebBookingsPopup.preload}
        onFocus={WebBookingsPopup.preload}
        title={T.boxOpen}
        w="100%"
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <IconWorld size={16} aria-hidden />
            <Text size="sm" fw={700}>
              {T.box}
            </Text>
          </Group>
          <Text size="sm" fw={700} data-testid="web-count">
            {d.confirmed}/{d.total}
          </Text>
        </Group>
      </UnstyledButton>
      {open && (
        <OnceOpened opened onLoadFailed={() => setOpen(false)}>
          <WebBookingsPopup data={d} onClose={() => setOpen(false)} />
        </OnceOpened>
      )}
    </Card>
  );
}
