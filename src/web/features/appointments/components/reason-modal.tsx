/**
 * The optional reason asked when a cell becomes "Esito da ripetere" (3) or "Altro" (4)
 * (spec 000 §4): a small modal "Motivo (facoltativo)" with OK. The server appends it,
 * uppercased, to the note.
 */
import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { STATUS_LABELS, type AppointmentStatus } from '@shared/domain/status';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

export type ReasonModalProps = {
  /** The state being set, or null when closed. */
  status: number | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks the reason; Enter or OK confirms (an empty reason is fine). */
export function ReasonModal({ status, onConfirm, onClose }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={status !== null ? STATUS_LABELS[status as AppointmentStatus] : ''}
      size="sm"
      zIndex={300}
      transitionProps={{ duration: 0 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
          setReason('');
        }}
      >
        <TextInput
          label={T.reasonLabel}
          data-autofocus
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value.toLocaleUpperCase('it-IT'))}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit">OK</Button>
        </Group>
      </form>
    </Modal>
  );
}
