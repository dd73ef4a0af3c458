/**
 * The body of a recall list section while its query is not a plain list yet (spec 001 §2
 * sms_revisioni, "Aggiungi Richiamo"): a loader ("Caricamento…"), the load error with
 * "Riprova", or the empty text; else the list itself (`children`).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Text, type MantineSpacing } from '@mantine/core';
import { RECALLS_TEXTS as T } from '../texts';

type Props = {
  /** The list's query (TanStack Query result). */
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The loaded list has no rows: `emptyText` instead of `children`. */
  empty: boolean;
  emptyText: string;
  /** Vertical padding of the loader and of the empty text. */
  py: MantineSpacing;
  children: ReactNode;
};

export function ListStates({ list, empty, emptyText, py, children }: Props) {
  if (list.isPending)
    return (
      <Center py={py}>
        <Loader role="status" size="sm" aria-label={T.loading} />
      </Center>
    );
  if (list.isError)
    return (
      <Alert color="red" title={T.loadError}>
        <Button size="xs" onClick={() => void list.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  if (empty)
    return (
      <Text ta="center" py={py} c="dimmed">
        {emptyText}
      </Text>
    );
  return children;
}
