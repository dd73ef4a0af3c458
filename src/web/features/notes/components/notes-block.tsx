/**
 * Notes block of the appointments screen (spec 000 §2): NOTE DEL GIORNO (the note of the
 * grid's date) and PROMEMORIA (the fixed note of PROMEMORIA_DATE), side by side on small
 * screens, stacked when the block sits in a narrow column.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PROMEMORIA_DATE } from '@shared/contracts/notes';
import { noteQueryOptions } from '../api/get-note';
import type { HistoryDir } from '../api/get-notes-history';
import { useNotesLiveUpdates } from '../hooks/use-notes-live-updates';
import { readNoteDraft } from '../lib/note-draft';
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';
import { NOTES_TEXTS as T } from '../texts';

// The editor and the history load at their first opening, or when the pointer
// or focus reaches their buttons.
const NoteEditor = lazyPopup(() => import('./note-editor'), 'NoteEditor');
const NoteHistoryPopup = lazyPopup(() => import('./note-history-popup'), 'NoteHistoryPopup');

/** The two note cards for the grid's `date` (`YYYY-MM-DD`), kept fresh from other desks. */
export function NotesBlock({ date }: { date: string }) {
  useNotesLiveUpdates();
  return (
    <SimpleGrid type="container" cols={{ base: 1, '330px': 2 }} spacing="sm">
      <NoteCard title={T.dayNotes} noteDate={date} historyFrom={date} />
      <NoteCard title={T.reminders} noteDate={PROMEMORIA_DATE} historyFrom={date} />
    </SimpleGrid>
  );
}

type CardProps = {
  title: string;
  /** Date the note is stored under. */
  noteDate: string;
  /** Reference date of the history arrows (the grid's date for both cards). */
  historyFrom: string;
};

function NoteCard({ title, noteDate, historyFrom }: CardProps) {
  const note = useQuery(noteQueryOptions(noteDate));
  const [editing, setEditing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyDir, setHistoryDir] = useState<HistoryDir>('back');
  const openHistory = (dir: HistoryDir) => {
    setHistoryDir(dir);
    setHistoryOpen(true);
  };
  const [editorKey, setEditorKey] = useState(0);
  const savedText = note.data?.text ?? '';
  const hasDraft = !editing && readNoteDraft(noteDate) !== null;

  return (
    <Card withBorder padding={10} radius="md" component="section" aria-label={title}>
      <Group justify="space-between" gap={4} wrap="nowrap" mb={6}>
        <Title order={4} size="sm" fw={800} c="blue.8" style={{ letterSpacing: 0.3 }}>
          {title}
        </Title>
        {hasDraft && (
          <Badge size="xs" color="orange" variant="light">
            {T.draft}
          </Badge>
        )}
      </Group>

      {note.isPending ? (
        <Skeleton height={48} />
      ) : note.isError ? (
        <Text size="sm" c="red">
          {note.error.message}
        </Text>
      ) : (
        <Text
          size="sm"
          c={savedText.trim() ? undefined : 'dimmed'}
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            minHeight: 40,
            flex: '1 1 auto',
            maxHeight: 220,
            overflowY: 'auto',
          }}
        >
          {savedText.trim() ? savedText : T.noNote}
        </Text>
      )}

      <Group justify="space-between" gap={4} mt="sm" wrap="wrap" style={{ rowGap: 6 }}>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="light" aria-label={T.previous} onClick={() => openHistory('back')}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="light" aria-label={T.next} onClick={() => openHistory('forward')}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Button
          size="xs"
          variant="light"
          px={8}
          style={{ flex: 'none' }}
          disabled={note.isPending}
          onPointerEnter={NoteEditor.preload}
          onFocus={NoteEditor.preload}
          onClick={() => {
            setEditorKey((k) => k + 1);
            setEditing(true);
          }}
        >
          {T.edit}
        </Button>
      </Group>

      {editing && (
        <OnceOpened opened onLoadFailed={() => setEditing(false)}>
          <NoteEditor
            key={`${noteDate}-${editorKey}`}
            opened
            onClose={() => setEditing(false)}
            title={title}
            date={noteDate}
            savedText={savedText}
          />
        </OnceOpened>
      )}
      <OnceOpened opened={historyOpen} onLoadFailed={() => setHistoryOpen(false)}>
        <NoteHistoryPopup
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          from={historyFrom}
          dir={historyDir}
        />
      </OnceOpened>
    </Card>
  );
}
