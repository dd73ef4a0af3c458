/**
 * The modal of `confirmAction()` (`confirm.tsx`): title, message, Annulla and the confirm
 * button (red for destructive actions), above any open dialog (z-index 320). Esc, the close
 * button or a click outside answer "no". Loaded with the first question.
 */
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmRequest } from './confirm';

export function ConfirmDialog({
  request,
  cancelLabel,
}: {
  request: ConfirmRequest | null;
  cancelLabel: string;
}) {
  // Kept while the modal's closing transition runs after the answer.
  const [shown, setShown] = useState<ConfirmRequest | null>(request);
  if (request && request !== shown) setShown(request);
  const r = request ?? shown;
  return (
    <Modal
      opened={request !== null}
      onClose={() => request?.answer(false)}
      title={r?.title}
      zIndex={320}
    >
      <Text size="sm">{r?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => request?.answer(false)}>
          {cancelLabel}
        </Button>
        <Button color={r?.danger ? 'red' : undefined} onClick={() => request?.answer(true)}>
          {r?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
