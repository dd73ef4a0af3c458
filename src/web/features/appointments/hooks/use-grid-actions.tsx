/**
 * The grid's commands shared by the context menu and the keyboard (spec 000 §2, §4): state
 * changes (3 and 4 ask a reason first), copy/cut/swap then paste, delete with confirmation,
 * copy phone. Every failure is a toast with the server's Italian message.
 */
import { useCallback, useState } from 'react';
import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import type { Appointment } from '@shared/contracts/appointments';
import { statusAsksReason } from '@shared/domain/status';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useDeleteAppointment } from '../api/delete-appointment';
import { usePasteAppointment } from '../api/paste-appointment';
import { useSetStatus } from '../api/set-status';
import { copyText } from '@web/lib/clipboard';
import type { CellPos } from '../lib/grid-model';
import type { GridClipboard } from '../components/cell-menu';

function errorText(err: unknown): string {
  return err instanceof ApiError ? err.message : COMMON_MSG.serverError;
}

/** Commands on the grid of `date`. */
export function useGridActions(date: string) {
  const { mutate: setStatus } = useSetStatus();
  const { mutate: paste } = usePasteAppointment();
  const { mutate: deleteAppointment } = useDeleteAppointment();
  const [clipboard, setClipboard] = useState<GridClipboard | null>(null);
  /** A state 3/4 waiting for its reason. */
  const [reasonFor, setReasonFor] = useState<{ a: Appointment; status: number } | null>(null);

  const applyStatus = useCallback(
    (a: Appointment, status: number, reason?: string) => {
      if (a.status === status && !reason) return;
      setStatus(
        { id: a.id, date: a.date, status: status as 0 | 1 | 2 | 3 | 4, reason },
        { onError: (err) => toast.error(errorText(err)) },
      );
    },
    [setStatus],
  );

  /** Sets a state; 3 and 4 first ask "Motivo (facoltativo)". */
  const requestStatus = useCallback(
    (a: Appointment, status: number) => {
      if (statusAsksReason(status)) setReasonFor({ a, status });
      else applyStatus(a, status);
    },
    [applyStatus],
  );

  const confirmReason = useCallback(
    (reason: string) => {
      if (reasonFor) applyStatus(reasonFor.a, reasonFor.status, reason || undefined);
      setReasonFor(null);
    },
    [reasonFor, applyStatus],
  );

  const cancelReason = useCallback(() => setReasonFor(null), []);

  const copyPhone = useCallback(async (a: Appointment) => {
    if (!a.phone) return;
    if (await copyText(a.phone)) toast.ok(APPOINTMENTS_MSG.phoneCopied);
    else toast.error(COMMON_MSG.serverError);
  }, []);

  const remember = useCallback((mode: GridClipboard['mode'], a: Appointment) => {
    setClipboard({ mode, source: a });
    const what = mode === 'copy' ? 'copiato' : mode === 'cut' ? 'tagliato' : 'da invertire';
    toast.info(`${a.surname} ${what}: scegli la casella e premi Incolla`);
  }, []);

  /** Pastes the remembered appointment onto `pos` of the current date. */
  const pasteAt = useCallback(
    (pos: CellPos) => {
      if (!clipboard) return;
      const { mode, source } = clipboard;
      paste(
        { mode, sourceId: source.id, sourceDate: source.date, target: { date, ...pos } },
        {
          onSuccess: () => {
            toast.ok(COMMON_MSG.saved);
            if (mode !== 'copy') setClipboard(null);
          },
          onError: (err) => toast.error(errorText(err)),
        },
      );
    },
    [clipboard, paste, date],
  );

  /** Deletes after "Eliminare l'appuntamento?" (Elimina / Annulla). */
  const removeWithConfirm = useCallback(
    (a: Appointment) => {
      modals.openConfirmModal({
        title: 'Conferma eliminazione',
        children: <Text size="sm">Eliminare l&apos;appuntamento?</Text>,
        labels: { confirm: 'Elimina', cancel: 'Annulla' },
        confirmProps: { color: 'red' },
        zIndex: 320,
        onConfirm: () =>
          deleteAppointment(
            { id: a.id, date: a.date },
            {
              onSuccess: () => toast.ok(COMMON_MSG.deleted),
              onError: (err) => toast.error(errorText(err)),
            },
          ),
      });
    },
    [deleteAppointment],
  );

  return {
    clipboard,
    reasonFor,
    requestStatus,
    applyStatus,
    confirmReason,
    cancelReason,
    copyPhone,
    remember,
    pasteAt,
    removeWithConfirm,
  };
}
