/**
 * The pencil and bin icon buttons at the end of a back-office list row (spec 001 §2
 * rubrica, officine, "Aggiungi Richiamo"): "Modifica {nome}" and "Elimina {nome}" as their
 * accessible names (e2e tests find them by these), red for the delete.
 */
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

export type EditDeleteActionsProps = {
  /** Accessible name of the pencil, e.g. "Modifica ROSSI". */
  editLabel: string;
  /** Accessible name of the bin, e.g. "Elimina ROSSI". */
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  /** Icon size in px (default 18). */
  iconSize?: number;
  /** Also a tooltip (`title`) with the same label, and the buttons pushed right. */
  titled?: boolean;
};

export function EditDeleteActions({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
  iconSize = 18,
  titled = false,
}: EditDeleteActionsProps) {
  const buttons = [
    { label: editLabel, onClick: onEdit, color: undefined, Icon: IconPencil },
    { label: removeLabel, onClick: onRemove, color: 'red', Icon: IconTrash },
  ];
  return (
    <Group gap={4} wrap="nowrap" justify={titled ? 'flex-end' : undefined}>
      {buttons.map(({ label, onClick, color, Icon }) => (
        <ActionIcon
          key={label}
          variant="subtle"
          color={color}
          aria-label={label}
          title={titled ? label : undefined}
          onClick={onClick}
        >
          <Icon size={iconSize} />
        </ActionIcon>
      ))}
    </Group>
  );
}
