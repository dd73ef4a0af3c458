/**
 * Appointment details popup (spec 000 §2 popups, keyboard `d`): every field of the
 * appointment in a two-column list with Italian labels and the states in words (§4).
 */
import type { ReactNode } from 'react';
import { Badge, DataList, Modal, Text } from '@mantine/core';
import type { Appointment } from '@shared/contracts/appointments';
import { formatPhone } from '@shared/domain/phone';
import {
  STATUS_COLORS,
  STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  WEB_LABELS,
  type AppointmentStatus,
  type VehicleType,
  type WebState,
} from '@shared/domain/status';
import {
  REMINDER_WORDS,
  RECALL_WORDS,
  formatItalianDateTime,
  wordFor,
} from '@web/features/appointments/lib/details-labels';
import { longDateCapitalised } from '@web/lib/dates';
import { useHeldWhileOpen } from '@web/hooks/use-held-while-open';
import {
  DETAILS_TEXTS as D,
  APPOINTMENTS_TEXTS as T,
  FIELD_TEXTS as F,
} from '@web/features/appointments/texts';

type Props = {
  opened: boolean;
  onClose: () => void;
  appointment: Appointment | null;
  /** Slot labels (session.app.timetable), to show the slot's time. */
  timetable: string[];
};

const yesNo = (v: number) => (v ? D.yes : D.no);
const withTime = (word: string, at: string | null) =>
  at ? `${word} (${formatItalianDateTime(at)})` : word;

/** Modal "Dettagli appuntamento". */
export function AppointmentDetails({ opened, onClose, appointment, timetable }: Props) {
  const a = useHeldWhileOpen(appointment, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={T.detailsTitle} centered size="lg">
      {a && <DetailsList a={a} timetable={timetable} />}
    </Modal>
  );
}

function DetailsList({ a, timetable }: { a: Appointment; timetable: string[] }) {
  const rows: [string, ReactNode][] = [
    [D.date, longDateCapitalised(a.date)],
    [D.time, T.slot(timetable[a.row] ?? T.rowFallback(a.row), a.column)],
    [F.surname, a.surname],
    [F.holder, a.holder],
    [F.phone, a.phone ? formatPhone(a.phone) : ''],
    [F.model, a.model],
    [F.plate, a.plate],
    [F.vehicleType, VEHICLE_TYPE_LABELS[a.vehicleType as VehicleType] ?? String(a.vehicleType)],
    [
      D.status,
      <Badge
        variant="light"
        color={STATUS_COLORS[a.status as AppointmentStatus] ?? 'gray'}
        tt="none"
      >
        {STATUS_LABELS[a.status as AppointmentStatus] ?? String(a.status)}
      </Badge>,
    ],
    [F.web, WEB_LABELS[a.web as WebState] ?? String(a.web)],
    [
      F.reminder,
      a.customerConfirmedAt
        ? withTime(D.customerConfirmed, a.customerConfirmedAt)
        : withTime(wordFor(REMINDER_WORDS, a.reminderStatus), a.reminderSentAt),
    ],
    [F.recall, withTime(wordFor(RECALL_WORDS, a.recallStatus), a.recallSentAt)],
    [F.letter, yesNo(a.letter)],
    [D.sync, yesNo(a.sync)],
    [F.note, a.note],
    [F.email, a.email],
    [F.address, a.address],
    [D.insertedAt, formatItalianDateTime(a.insertedAt)],
  ];
  if (a.readySentAt) rows.push([D.readySent, formatItalianDateTime(a.readySentAt)]);
  if (a.customerMovedAt) rows.push([D.customerMoved, formatItalianDateTime(a.customerMovedAt)]);

  return (
    <DataList withDivider labelWidth={120} gap={6}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>
            <Text size="sm" c="dimmed" fw={500}>
              {label}
            </Text>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {value === '' ? (
              <Text size="sm" c="dimmed">
                —
              </Text>
            ) : typeof value === 'string' ? (
              <Text
                size="sm"
                fw={500}
                dir="auto"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
              >
                {value}
              </Text>
            ) : (
              value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
