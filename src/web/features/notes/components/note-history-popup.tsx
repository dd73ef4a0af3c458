/**
 * History list of the notes block (spec 000 §2, §9): up to 31 non-empty daily notes
 * before or after a date, nearest first; each entry shows its Italian date and opens
 * to show its text.
 */
import { Accordion, Center, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { longDateCapitalised } from '@web/lib/dates';
import { notesHistoryQueryOptions, type HistoryDir } from '../api/get-notes-history';
import { NOTES_TEXTS as T } from '../texts';
import { popupLoadError } from '@web/lib/load-error';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Reference date `YYYY-MM-DD`; the list holds notes strictly before/after it. */
  from: string;
  dir: HistoryDir;
};

/** Modal listing the note history in one direction. */
export function NoteHistoryPopup({ opened, onClose, from, dir }: Props) {
  const history = useQuery({ ...notesHistoryQueryOptions(from, dir), enabled: opened });
  const title = dir === 'back' ? T.previous : T.next;

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {history.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : history.isError ? (
        <Text c="red">{popupLoadError(history.error)}</Text>
      ) : history.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {T.noNote}
        </Text>
      ) : (
        <Accordion variant="separated" radius="md">
          {history.data.map((note) => (
            <Accordion.Item key={note.date} value={note.date}>
              <Accordion.Control>
                <Text fw={600} size="sm">
                  {longDateCapitalised(note.date)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
                  {note.text.split('\n')[0]}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text
                  size="sm"
                  dir="auto"
                  style={{
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    unicodeBidi: 'isolate',
                  }}
                >
                  {note.text}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Modal>
  );
}
