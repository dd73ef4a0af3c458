/**
 * Yes/no questions in a small Mantine modal above any open dialog (z-index 320, the edit
 * dialog sits at 300). One helper for every confirmation, so titles, buttons and colours
 * never drift apart.
 *
 * `confirmAction()` queues the question; `ConfirmHost` (mounted once by the signed-in
 * providers) shows the questions one at a time. The dialog's code (`confirm-dialog.tsx`,
 * Mantine's Modal) loads with the first question, so no screen pays for it until it asks
 * one (README "Performance").
 */
import { useSyncExternalStore } from 'react';
import { SHELL_TEXTS as T } from '@web/config/texts';
import { lazyPopup, OnceOpened } from './lazy-popup';

/** What to ask. */
export type ConfirmOptions = {
  /** Modal title; "Attenzione" unless said. */
  title?: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button (destructive action). */
  danger?: boolean;
};

/** A question waiting for its answer. */
export type ConfirmRequest = Required<ConfirmOptions> & { answer: (yes: boolean) => void };

let queue: readonly ConfirmRequest[] = [];
const listeners = new Set<() => void>();

function setQueue(next: readonly ConfirmRequest[]): void {
  queue = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks a question; resolves true on confirm, false on Annulla, Esc or a click outside. */
export function confirmAction({
  title = T.attention,
  message,
  confirmLabel,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request: ConfirmRequest = {
      title,
      message,
      confirmLabel,
      danger,
      answer: (yes) => {
        setQueue(queue.filter((r) => r !== request));
        resolve(yes);
      },
    };
    setQueue([...queue, request]);
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

const ConfirmDialog = lazyPopup(() => import('./confirm-dialog'), 'ConfirmDialog');

/** Shows the oldest pending question (mounted once, by the signed-in providers). */
export function ConfirmHost() {
  const current = useSyncExternalStore(subscribe, () => queue[0] ?? null);
  return (
    <OnceOpened opened={current !== null} onLoadFailed={() => current?.answer(false)}>
      <ConfirmDialog request={current} cancelLabel={T.cancel} />
    </OnceOpened>
  );
}
