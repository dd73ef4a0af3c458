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
  longDateCapitalised,
  wordFor,
} from './details-labels';
import { useHeldWhileOpen } from './use-held-while-open';

type Props = {
  opened: boolean;
  onClose: () => void;
  appointment: Appointment | null;
  /** Slot labels (session.app.timetable), to show the slot's time. */
  timetable: string[];
};

const yesNo = (v: number) => (v ? 'Sì' : 'No');
const withTime = (word: string, at: string | null) =>
  at ? `${word} (${formatItalianDateTime(at)})` : word;

/** Modal "Dettagli appuntamento". */
export function AppointmentDetails({ opened, onClose, appointment, timetable }: Props) {
  const a = useHeldWhileOpen(appointment, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Dettagli appuntamento" centered size="lg">
      {a && <DetailsList a={a} timetable={timetable} />}
    </Modal>
  );
}

function DetailsList({ a, timetable }: { a: Appointment; timetable: string[] }) {
  const rows: [string, ReactNode][] = [
    ['Data', longDateCapitalised(a.date)],
    ['Orario', `${timetable[a.row] ?? `riga ${a.row}`} · Appuntamento ${a.column}`],
    ['Nome', a.surname],
    ['Intestatario', a.holder],
    ['Telefono', a.phone ? formatPhone(a.phone) : ''],
    ['Modello', a.model],
    ['Targa', a.plate],
    ['Tipo veicolo', VEHICLE_TYPE_LABELS[a.vehicleType as VehicleType] ?? String(a.vehicleType)],
    [
      'Stato',
      <Badge
        variant="light"
        color={STATUS_COLORS[a.status as AppointmentStatus] ?? 'gray'}
        tt="none"
      >
        {STATUS_LABELS[a.status as AppointmentStatus] ?? String(a.status)}
      </Badge>,
    ],
    ['Stato web', WEB_LABELS[a.web as WebState] ?? String(a.web)],
    ['Promemoria', withTime(wordFor(REMINDER_WORDS, a.reminderStatus), a.reminderSentAt)],
    ['Richiamo', withTime(wordFor(RECALL_WORDS, a.recallStatus), a.recallSentAt)],
    ['Lettera', yesNo(a.letter)],
    ['Sincronizzato', yesNo(a.sync)],
    ['Note', a.note],
    ['E-mail', a.email],
    ['Indirizzo', a.address],
    ['Inserito il', formatItalianDateTime(a.insertedAt)],
  ];
  if (a.readySentAt) rows.push(['Veicolo pronto', formatItalianDateTime(a.readySentAt)]);

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
