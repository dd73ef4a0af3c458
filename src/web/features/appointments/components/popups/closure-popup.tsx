/**
 * Closure popup (spec 000 §2 popups, §4 day closure, §5 blocking): closes the day
 * (QUESTO GIORNO SAREMMO CHIUSI) or reopens it (APRI GIORNATA), and blocks a range of
 * slots of one column (default 2) with appointments named X. Errors are the server's
 * Italian messages in red toasts; the first hour must be lower than the second.
 */
import { useState } from 'react';
import { Button, Divider, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter, IconDoorExit, IconLock } from '@tabler/icons-react';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';
import { toast, toastError } from '@web/lib/toast';
import { longDateCapitalised } from '@web/lib/dates';
import { useBlockSlots, useSetDayClosed } from '@web/features/appointments/api/day-closure';
import {
  fromRowOptions,
  isValidBlockRange,
  toRowOptions,
} from '@web/features/appointments/lib/block-range';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The grid's date `YYYY-MM-DD`. */
  date: string;
  /** Whether the day is closed now. */
  closed: boolean;
  /** The workshop's slot labels (session.app.timetable). */
  timetable: string[];
};

const COLUMN_OPTIONS = ['1', '2', '3'];

/** Modal "Chiusura" of the appointments screen. */
export function ClosurePopup({ opened, onClose, date, closed, timetable }: Props) {
  const setClosed = useSetDayClosed();
  const block = useBlockSlots();
  const [fromRow, setFromRow] = useState<string | null>(null);
  const [toRow, setToRow] = useState<string | null>(null);
  const [column, setColumn] = useState<string>('2');

  const toggleClosure = () => {
    setClosed.mutate(
      { date, closed: !closed },
      {
        onSuccess: () => {
          toast.ok(COMMON_MSG.saved);
          onClose();
        },
        onError: toastError,
      },
    );
  };

  const submitBlock = () => {
    if (fromRow === null || toRow === null) return;
    const from = Number(fromRow);
    const to = Number(toRow);
    if (!isValidBlockRange(from, to)) {
      toast.error(APPOINTMENTS_MSG.blockFirstHourLower);
      return;
    }
    block.mutate(
      { date, column: Number(column), fromRow: from, toRow: to },
      {
        onSuccess: () => {
          toast.ok(COMMON_MSG.saved);
          setFromRow(null);
          setToRow(null);
          onClose();
        },
        onError: toastError,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={T.closureTitle} centered size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {longDateCapitalised(date)}
        </Text>
        {/* One button toggles the day: green "reopen" on a closed day, red "close" (its long
            label may wrap) on an open one. */}
        <Button
          color={closed ? 'green' : 'red'}
          size="md"
          leftSection={closed ? <IconDoorEnter size={20} /> : <IconDoorExit size={20} />}
          loading={setClosed.isPending}
          onClick={toggleClosure}
          styles={closed ? undefined : { label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {closed ? T.reopenDay : T.closeDay}
        </Button>

        <Divider />
        <Title order={4} size="sm">
          {T.blockSlots}
        </Title>
        <Group grow align="flex-end" gap="sm">
          <Select
            label={T.from}
            placeholder={T.hourPlaceholder}
            data={fromRowOptions(timetable)}
            value={fromRow}
            onChange={setFromRow}
            allowDeselect={false}
            maxDropdownHeight={240}
          />
          <Select
            label={T.to}
            placeholder={T.hourPlaceholder}
            data={toRowOptions(timetable)}
            value={toRow}
            onChange={setToRow}
            allowDeselect={false}
            maxDropdownHeight={240}
          />
          <Select
            label={T.columnLabel}
            data={COLUMN_OPTIONS}
            value={column}
            onChange={(v) => setColumn(v ?? '2')}
            allowDeselect={false}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {T.blockHint}
        </Text>
        <Button
          variant="filled"
          color="dark"
          leftSection={<IconLock size={18} />}
          disabled={fromRow === null || toRow === null}
          loading={block.isPending}
          onClick={submitBlock}
        >
          {T.block}
        </Button>
      </Stack>
    </Modal>
  );
}
