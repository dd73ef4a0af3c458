/**
 * Yes/no questions in a small Mantine modal above any open dialog (z-index 320, the edit
 * dialog sits at 300). One helper for every confirmation, so titles, buttons and colours
 * never drift apart.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SHELL_TEXTS as T } from '@web/config/texts';

/** What to ask. */
export type ConfirmOptions = {
  /** Modal title; "Attenzione" unless said. */
  title?: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button (destructive action). */
  danger?: boolean;
};

/** Asks a question; resolves true on confirm, false on Annulla, Esc or a click outside. */
export function confirmAction({
  title = T.attention,
  message,
  confirmLabel,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: T.cancel },
      confirmProps: danger ? { color: 'red' } : undefined,
      zIndex: 320,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * "Conferma eliminazione" with `message` (e.g. "Eliminare l'appuntamento?") and the buttons
 * Elimina (red) / Annulla; resolves true when the user chose Elimina.
 */
export function confirmDelete(message: string): Promise<boolean> {
  return confirmAction({
    title: T.confirmDeleteTitle,
    message,
    confirmLabel: T.delete,
    danger: true,
  });
}
