/**
 * The grid's commands shared by the context menu and the keyboard (spec 000 §2, §4): state
 * changes (3 and 4 ask a reason first), copy/cut/swap then paste, delete with confirmation,
 * copy phone. Every failure is a toast with the server's Italian message.
 */
import { useCallback, useState } from 'react';
import type { Appointment } from '@shared/contracts/appointments';
import { statusAsksReason } from '@shared/domain/status';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';
import { confirmDelete } from '@web/components/confirm';
import { toast, toastError } from '@web/lib/toast';
import { useDeleteAppointment } from '../api/delete-appointment';
import { usePasteAppointment } from '../api/paste-appointment';
import { useSetStatus } from '../api/set-status';
import { copyText } from '@web/lib/clipboard';
import type { CellPos } from '../lib/grid-model';
import type { GridClipboard } from '../components/cell-menu';
import { APPOINTMENTS_TEXTS as T } from '../texts';

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
        { onError: toastError },
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
    toast.info(T.remembered(a.surname, mode));
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
          onError: toastError,
        },
      );
    },
    [clipboard, paste, date],
  );

  /** Deletes after "Eliminare l'appuntamento?" (Elimina / Annulla). */
  const removeWithConfirm = useCallback(
    async (a: Appointment) => {
      if (!(await confirmDelete(T.deleteQuestion))) return;
      deleteAppointment(
        { id: a.id, date: a.date },
        { onSuccess: () => toast.ok(COMMON_MSG.deleted), onError: toastError },
      );
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
