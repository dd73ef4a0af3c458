/**
 * "Veicoli associati" (spec 000 §2, §5): vehicles seen in past appointments, searched by
 * phone (9–10 digits) or plate. Errors are the spec's toasts: "Numero di telefono non
 * valido", "Numero di telefono non valido e targa non inserita", "Nessun veicolo
 * associato", "Si è verificato un errore". With `onPick`, a vehicle can be taken into the form.
 */
import { Fragment, useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AssociatedVehicle } from '@shared/contracts/appointments';
import { formatSlashed } from '@shared/domain/iso-date';
import { inspectionExpiry } from '@shared/domain/inspection';
import { phoneDigits } from '@shared/domain/phone';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '@shared/domain/status';
import { normalizePlate } from '@shared/domain/text';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { SubmitForm } from '@web/components/submit-form';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import {
  vehicleSearchProblem,
  vehiclesQueryOptions,
  type VehicleSearch,
} from '@web/features/appointments/api/search-vehicles';
import { APPOINTMENTS_TEXTS as T, FIELD_TEXTS as F } from '@web/features/appointments/texts';

export type VehiclesDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Initial search values (searched at once when opened). */
  phone: string;
  plate: string;
  onPick?: (v: AssociatedVehicle) => void;
};

/** " · Revisione 10/03/2025, scade 03/2027" or empty when never inspected. */
function inspectionText(v: AssociatedVehicle): string {
  if (!v.lastInspection) return '';
  const exp = inspectionExpiry(v.lastInspection, v.vehicleType);
  return T.inspectionSuffix(
    formatSlashed(v.lastInspection),
    `${exp.slice(5, 7)}/${exp.slice(0, 4)}`,
  );
}

/** The search dialog; mount it per opening so the initial search runs each time. */
export function VehiclesDialog({ opened, onClose, phone, plate, onPick }: VehiclesDialogProps) {
  const qc = useQueryClient();
  const [form, setForm] = useState<VehicleSearch>({ phone, plate });
  const [result, setResult] = useState<AssociatedVehicle[] | null>(null);
  const [loading, setLoading] = useState(false);

  const run = useCallback(
    async (s: VehicleSearch) => {
      const problem = vehicleSearchProblem(s);
      if (problem) {
        toast.error(problem);
        setResult(null);
        return;
      }
      setLoading(true);
      try {
        const vehicles = await qc.fetchQuery(vehiclesQueryOptions(s));
        setResult(vehicles);
        if (vehicles.length === 0) toast.error(APPOINTMENTS_MSG.noAssociatedVehicles);
      } catch (err) {
        setResult(null);
        toast.error(
          err instanceof ApiError && err.status === 400
            ? err.message
            : APPOINTMENTS_MSG.vehicleSearchFailed,
        );
      } finally {
        setLoading(false);
      }
    },
    [qc],
  );

  // Searched as soon as the dialog opens (in a task of its own: the search sets state).
  useEffect(() => {
    if (!opened) return;
    const t = setTimeout(() => void run({ phone, plate }), 0);
    return () => clearTimeout(t);
  }, [opened, phone, plate, run]);

  return (
    <Modal opened={opened} onClose={onClose} title={T.associatedVehicles} size="lg" zIndex={310}>
      <SubmitForm onSubmit={() => void run(form)}>
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <TextInput
            label={F.phone}
            inputMode="tel"
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: phoneDigits(e.currentTarget.value) })}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            label={F.plate}
            value={form.plate}
            onChange={(e) => setForm({ ...form, plate: normalizePlate(e.currentTarget.value) })}
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit" loading={loading}>
            {T.search}
          </Button>
        </Group>
      </SubmitForm>
      <Stack gap="xs">
        {result?.map((v) => (
          <Card key={`${v.plate}-${v.lastDate}`} withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap={6} mb={2}>
                  {v.plate ? (
                    <Badge variant="outline" color="dark" radius="sm">
                      {v.plate}
                    </Badge>
                  ) : null}
                  <Text fw={700} size="sm" dir="auto">
                    {v.model || '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {VEHICLE_TYPE_LABELS[v.vehicleType as VehicleType] ?? ''}
                  </Text>
                </Group>
                <Text size="sm">
                  {[v.surname, v.phone].filter(Boolean).map((t, i) => (
                    <Fragment key={i}>
                      {i > 0 ? ' · ' : null}
                      <bdi>{t}</bdi>
                    </Fragment>
                  ))}
                  {v.holder ? <bdi>{T.holderSuffix(v.holder)}</bdi> : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {T.lastAppointment(formatSlashed(v.lastDate))}
                  {inspectionText(v)}
                </Text>
              </div>
              {onPick ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    onPick(v);
                    onClose();
                  }}
                >
                  {T.use}
                </Button>
              ) : null}
            </Group>
          </Card>
        ))}
        {result && result.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {APPOINTMENTS_MSG.noVehicleAvailable}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
