/**
 * ANNOTAZIONI VEICOLO popup (spec 000 §2 popups, §5, §8; keyboard `x`): free text kept per
 * plate. A plate of 6 characters or fewer gets "Deve essere associata una targa al
 * veicolo" and no server call. The loaded text already ends with the current year's
 * heading. A failed save says "Si sono verificati dei problemi: Riprova" and keeps the text.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { normalizePlate } from '@shared/domain/text';
import { COMMON_MSG, VEHICLE_ANNOTATIONS_MSG } from '@shared/messages';
import { toast } from '@web/lib/toast';
import { useHeldWhileOpen } from '@web/hooks/use-held-while-open';
import { vehicleAnnotationQueryOptions } from '../api/get-annotation';
import { useSaveVehicleAnnotation } from '../api/save-annotation';
import { plateAllowsAnnotation } from '../lib/plate';
import { ANNOTATIONS_TEXTS as T } from '../texts';
import { popupLoadError } from '@web/lib/load-error';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The appointment's plate (normalised here). */
  plate: string;
  /** The appointment's model, saved with the annotation. */
  model: string;
};

/** Modal ANNOTAZIONI VEICOLO for one plate. */
export function VehicleAnnotationsPopup({ opened, onClose, ...props }: Props) {
  const plate = useHeldWhileOpen(props.plate, opened);
  const model = useHeldWhileOpen(props.model, opened);
  const normalized = normalizePlate(plate);
  const valid = plateAllowsAnnotation(normalized);
  const warned = useRef(false);

  useEffect(() => {
    if (opened && !valid && !warned.current)
      toast.error(VEHICLE_ANNOTATIONS_MSG.annotationNeedsPlate);
    warned.current = opened && !valid;
  }, [opened, valid]);

  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered size="lg">
      <Group gap="xs" mb="sm">
        {normalized && (
          <Badge size="lg" variant="outline" color="dark" radius="sm" tt="none">
            {normalized}
          </Badge>
        )}
        {model && (
          <Text size="sm" fw={600}>
            {model}
          </Text>
        )}
      </Group>
      {!valid ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {VEHICLE_ANNOTATIONS_MSG.annotationNeedsPlate}
        </Alert>
      ) : (
        opened && <AnnotationEditor plate={normalized} model={model} onSaved={onClose} />
      )}
    </Modal>
  );
}

function AnnotationEditor(props: { plate: string; model: string; onSaved: () => void }) {
  // Fresh on every opening (gcTime 0): another desk may have written since.
  const annotation = useQuery({ ...vehicleAnnotationQueryOptions(props.plate), gcTime: 0 });
  if (annotation.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (annotation.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        <Text size="sm">{popupLoadError(annotation.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void annotation.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <AnnotationForm
      key={props.plate}
      plate={props.plate}
      model={props.model || annotation.data.model}
      initialText={annotation.data.problems}
      onSaved={props.onSaved}
    />
  );
}

function AnnotationForm(props: {
  plate: string;
  model: string;
  initialText: string;
  onSaved: () => void;
}) {
  const [text, setText] = useState(props.initialText);
  const area = useRef<HTMLTextAreaElement>(null);
  // The text arrives after the modal opened, so focus it here (cursor at the end, under
  // the current year's heading) rather than through the modal's autofocus.
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const save = useSaveVehicleAnnotation();
  const submit = () =>
    save.mutate(
      { plate: props.plate, model: props.model, problems: text },
      {
        onSuccess: () => {
          toast.ok(COMMON_MSG.saved);
          props.onSaved();
        },
        onError: () => toast.error(VEHICLE_ANNOTATIONS_MSG.annotationSaveFailed),
      },
    );

  return (
    <>
      <Textarea
        dir="auto"
        aria-label={T.text}
        autosize
        minRows={8}
        maxRows={16}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        ref={area}
      />
      <Group justify="flex-end" mt="md">
        <Button onClick={submit} loading={save.isPending}>
          {T.save}
        </Button>
      </Group>
    </>
  );
}
