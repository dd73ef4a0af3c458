/**
 * The web booking popup (spec 000 §2): DA CONFERMARE and CONFERMATI from today on; a click
 * opens that day with the cell selected (`#/user/appuntamenti?data=&riga=&colonna=`).
 */
import { Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { WebBookingItem } from '@shared/contracts/web-booking';
import { formatSlashed } from '@shared/domain/iso-date';
import { appointmentsHref } from '@web/config/paths';
import { WEB_BOOKING_TEXTS as T } from '../texts';

type Data = { toConfirm: WebBookingItem[]; confirmedList: WebBookingItem[] };

export function WebBookingsPopup({ data, onClose }: { data: Data; onClose: () => void }) {
  const navigate = useNavigate();
  const open = (i: WebBookingItem) => {
    onClose();
    void navigate(appointmentsHref(i.date, i.row, i.column));
  };
  return (
    <Modal opened onClose={onClose} title={T.popupTitle} size="lg">
      <Stack gap="md">
        <List title={T.toConfirm} items={data.toConfirm} onOpen={open} />
        <List title={T.confirmed} items={data.confirmedList} onOpen={open} />
      </Stack>
    </Modal>
  );
}

function List(p: { title: string; items: WebBookingItem[]; onOpen: (i: WebBookingItem) => void }) {
  return (
    <section aria-label={p.title}>
      <Title order={3} size="h5" mb={4}>
        {p.title} ({p.items.length})
      </Title>
      {p.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.none}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {p.items.map((i) => (
            <li key={i.id}>
              <UnstyledButton
                onClick={() => p.onOpen(i)}
                w="100%"
                p={6}
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text size="sm" fw={600}>
                  {formatSlashed(i.date)} {i.time} · {i.surname}
                </Text>
                <Text size="xs" c="dimmed">
                  {i.model} · {i.phone}
                  {i.note ? ` · ${i.note}` : ''}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
