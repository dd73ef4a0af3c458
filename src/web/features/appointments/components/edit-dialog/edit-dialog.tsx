/**
 * The appointment edit dialog (spec 000 §2, §5; CONTRACT labels). Title "Appuntamento" with
 * the slot time and date. SALVA (also Enter in a field) checks the early-inspection rule,
 * then creates or updates; ELIMINA asks "Eliminare l'appuntamento?". It never closes on an
 * error and never drops typed text: a stale save shows the current content with "Le tue
 * modifiche" beside it; an occupied slot offers the free ones.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconCar, IconSend, IconTrash } from '@tabler/icons-react';
import type { Appointment } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import { formatLongItalian } from '@shared/domain/iso-date';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';
import { SubmitForm } from '@web/components/submit-form';
import { confirmAction, confirmDelete } from '@web/components/confirm';
import { ApiError } from '@web/lib/api-client';
import { hasOption } from '@web/data/session';
import { toast, toastError } from '@web/lib/toast';
import { useCreateAppointment } from '@web/features/appointments/api/create-appointment';
import { useDeleteAppointment } from '@web/features/appointments/api/delete-appointment';
import { useResendConfirmation } from '@web/features/appointments/api/resend-confirmation';
import { vehiclesQueryOptions } from '@web/features/appointments/api/search-vehicles';
import { useUpdateAppointment } from '@web/features/appointments/api/update-appointment';
import { canSave, toFields } from '@web/features/appointments/lib/appointment-form';
import {
  INSPECTION_CHECK_MIN_PLATE,
  inspectionWarning,
} from '@web/features/appointments/lib/inspection-warning';
import { AppointmentFields } from './appointment-fields';
import { AsidePanel } from './aside-panel';
import { FreeSlotPicker } from './free-slot-picker';
import { useEditForm, type EditTarget } from './use-edit-form';
import { usePhoneLookup } from './use-phone-lookup';
import { VehiclesDialog } from './vehicles-dialog';
import classes from './edit-dialog.module.css';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

export type { EditTarget };

export type EditDialogProps = {
  /** The slot being edited, or null when closed. */
  target: EditTarget | null;
  onClose: () => void;
  session: Session;
};

/** The Modal shell; the form inside is mounted once per slot. */
export function EditDialog({ target, onClose, session }: EditDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const time = target ? (session.app.timetable[target.row] ?? '') : '';
  return (
    <Modal
      opened={target !== null}
      // Closing (Esc, ×, a click outside) keeps any unsaved typing as a draft: reopening the
      // slot restores it under "Bozza ripristinata", with "Scarta bozza" to drop it on purpose.
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      zIndex={300}
      transitionProps={{ duration: 0 }}
      title={
        target ? (
          <Group gap="xs" wrap="wrap">
            <Text fw={800} size="lg">
              {T.dialogTitleAt(time)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatLongItalian(target.date)}
            </Text>
            <Badge variant="light" size="sm">
              {T.columnBadge(target.column)}
            </Badge>
          </Group>
        ) : (
          T.dialogTitle
        )
      }
    >
      {target ? (
        <EditForm
          key={`${target.date}:${target.row}:${target.column}:${target.appointment?.id ?? 'new'}`}
          target={target}
          onDone={onClose}
          session={session}
        />
      ) : null}
    </Modal>
  );
}

function EditForm({
  target,
  onDone,
  session,
}: {
  target: EditTarget;
  onDone: () => void;
  session: Session;
}) {
  const form = useEditForm(target);
  usePhoneLookup(form, hasOption(session, '+ricerca_telefono'));
  const qc = useQueryClient();
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const remove = useDeleteAppointment();
  const resend = useResendConfirmation();
  const [checking, setChecking] = useState(false);
  const [vehiclesOpen, setVehiclesOpen] = useState(false);
  const [slotTaken, setSlotTaken] = useState(false);
  const [gone, setGone] = useState(false);
  const { values, current } = form;
  const saving = checking || create.isPending || update.isPending;

  /** Spec 000 §5: confirm before booking a vehicle whose inspection is not yet due. */
  async function inspectionAllows(): Promise<boolean> {
    const plate = toFields(values).plate ?? '';
    if (plate.length < INSPECTION_CHECK_MIN_PLATE) return true;
    if (current && current.plate === plate) return true;
    let vehicles;
    try {
      vehicles = await qc.fetchQuery(vehiclesQueryOptions({ phone: '', plate }));
    } catch {
      return true; // the check is advisory: a failed lookup must not block the front desk
    }
    const warning = inspectionWarning(vehicles, plate, Number(values.vehicleType), target.date);
    return warning === null || confirmAction({ message: warning, confirmLabel: T.save });
  }

  async function save(row = target.row, column = target.column) {
    if (!canSave(values) || saving) return;
    setChecking(true);
    const go = await inspectionAllows().finally(() => setChecking(false));
    if (!go) return;
    const fields = toFields(values);
    try {
      if (current) {
        await update.mutateAsync({
          id: current.id,
          date: current.date,
          input: { ...fields, version: form.baseVersion ?? current.version },
        });
      } else {
        await create.mutateAsync({ ...fields, date: target.date, row, column });
      }
      form.forget();
      toast.ok(COMMON_MSG.saved);
      onDone();
    } catch (err) {
      if (!(err instanceof ApiError)) {
        toast.error(COMMON_MSG.serverError);
      } else if (err.code === 'stale' && err.current) {
        toast.warn(err.message);
        form.onStale(err.current as Appointment);
      } else if (err.code === 'slot_taken') {
        toast.error(APPOINTMENTS_MSG.slotTaken);
        setSlotTaken(true);
      } else if (err.status === 404 && current) {
        toast.warn(err.message);
        setGone(true);
        form.onGone();
      } else {
        toast.error(err.message);
      }
    }
  }

  async function onDelete() {
    if (!current) return;
    if (!(await confirmDelete(T.deleteQuestion))) return;
    try {
      await remove.mutateAsync({ id: current.id, date: current.date });
      form.forget();
      toast.ok(COMMON_MSG.deleted);
      onDone();
    } catch (err) {
      toastError(err);
    }
  }

  async function onResend() {
    if (!current) return;
    try {
      const sent = await resend.mutateAsync(current.id);
      toast.ok(sent.notice);
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <>
      <SubmitForm noValidate onSubmit={() => void save()}>
        {form.restored ? (
          <Alert color="blue" variant="light" mb="sm" title={T.draftRestored}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{T.draftRestoredBody}</Text>
              <Button size="xs" variant="subtle" onClick={form.discardRestored}>
                {T.discardDraft}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {form.aside ? (
          <AsidePanel
            mine={form.aside}
            theirs={values}
            message={current ? APPOINTMENTS_MSG.staleWrite : T.unsavedDraftFound}
            onReapply={form.reapplyAside}
            onDiscard={form.discardAside}
          />
        ) : null}
        {gone ? (
          <Alert color="orange" variant="light" mb="sm">
            {T.deletedElsewhere}
          </Alert>
        ) : null}
        {slotTaken && !current ? (
          <FreeSlotPicker
            date={target.date}
            timetable={session.app.timetable}
            onPick={(r, c) => void save(r, c)}
          />
        ) : null}
        <AppointmentFields
          form={form}
          showAddress={hasOption(session, '+visualizza_indirizzo')}
          showEmail={hasOption(session, '+visualizza_email')}
        />
        <Group justify="space-between" mt="lg" gap="xs" className={classes.footer}>
          <Group gap="xs">
            <Button
              variant="default"
              px="sm"
              leftSection={<IconCar size={16} />}
              onClick={() => setVehiclesOpen(true)}
            >
              {T.associatedVehicles}
            </Button>
            <Button
              variant="default"
              px="sm"
              leftSection={<IconSend size={16} />}
              disabled={!current}
              loading={resend.isPending}
              onClick={() => void onResend()}
            >
              {T.resendConfirmation}
            </Button>
          </Group>
          <Group gap="xs">
            {current ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => void onDelete()}
              >
                {T.delete}
              </Button>
            ) : null}
            <Button type="submit" px="xl" disabled={!canSave(values)} loading={saving}>
              {T.save}
            </Button>
          </Group>
        </Group>
      </SubmitForm>
      {vehiclesOpen ? (
        <VehiclesDialog
          opened
          onClose={() => setVehiclesOpen(false)}
          phone={values.phone}
          plate={values.plate}
          onPick={form.pickVehicle}
        />
      ) : null}
    </>
  );
}
