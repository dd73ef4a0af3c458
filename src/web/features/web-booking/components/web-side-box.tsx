/**
 * WEB side box of the grid (spec 000 §2 side boxes: confirmed/total from today on, only
 * with a link_web) opening the web booking popup with DA CONFERMARE and CONFERMATI; under
 * it, the last cancellations and moves customers made from their reminder's link, by name
 * (docs/MESSAGING.md "Customer links").
 */
import { useState } from 'react';
import { Card, Group, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconWorld } from '@tabler/icons-react';
import { webBookingsQueryOptions } from '../api/web-bookings';
import { useWebBookingLive } from '../hooks/use-web-booking-live';
import { WEB_BOOKING_TEXTS as T } from '../texts';
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';
import classes from './web-side-box.module.css';

/** Loaded at the first opening (README "Performance"), or when the pointer or focus reaches the box. */
const WebBookingsPopup = lazyPopup(() => import('./web-bookings-popup'), 'WebBookingsPopup');

/** "28/11 9:30": a day and time in the box's short form. */
const when = (date: string, time: string) =>
  `${date.slice(8, 10)}/${date.slice(5, 7)} ${time}`.trim();

export function WebSideBox() {
  useWebBookingLive();
  const list = useQuery(webBookingsQueryOptions());
  const [open, setOpen] = useState(false);
  const d = list.data;
  // Without a booking link the box stays away (spec 000 §2), unless customers cancelled or
  // moved appointments from their reminder's link lately.
  if (!d || (!d.enabled && d.customerActions.length === 0)) return null;
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
          {d.enabled && (
            <Text size="sm" fw={700} data-testid="web-count">
              {d.confirmed}/{d.total}
            </Text>
          )}
        </Group>
      </UnstyledButton>
      {d.customerActions.length > 0 && (
        <ul className={classes.actions} aria-label={T.customerActions}>
          {d.customerActions.slice(0, 3).map((x) => (
            <li key={`${x.at}-${x.surname}-${x.date}`}>
              <Text size="xs" c={x.action === 'cancel' ? 'red.8' : 'indigo.8'} dir="auto">
                {x.action === 'cancel'
                  ? T.customerCancelled(x.surname, when(x.date, x.time))
                  : T.customerMoved(
                      x.surname,
                      when(x.date, x.time),
                      when(x.toDate!, x.toTime ?? ''),
                    )}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <OnceOpened opened onLoadFailed={() => setOpen(false)}>
          <WebBookingsPopup data={d} onClose={() => setOpen(false)} />
        </OnceOpened>
      )}
    </Card>
  );
}
