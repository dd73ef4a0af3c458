/** Modifica and Entra come utente for one account (lista_utenti rows and cards). */
import { Link } from 'react-router';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLogin2, IconPencil } from '@tabler/icons-react';
import { paths } from '@web/config/paths';
import { ADMIN_TEXTS as T } from '../texts';

/** Link to the editor of account `id`. */
export const editHref = (id: number) => `${paths.admin.modificaUtente}?id=${id}`;

type Props = { id: number; username: string; entering: boolean; onEnter: () => void };

export function AccountActions({ id, username, entering, onEnter }: Props) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={T.edit}>
        <ActionIcon
          component={Link}
          to={editHref(id)}
          variant="default"
          aria-label={`${T.edit} ${username}`}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={T.enter}>
        <ActionIcon
          variant="light"
          aria-label={`${T.enter}: ${username}`}
          loading={entering}
          onClick={onEnter}
        >
          <IconLogin2 size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
