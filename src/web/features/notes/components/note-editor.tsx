/**
 * MODIFICA editor of a note (spec 000 §2 notes block): an 8-row textarea and SALVA.
 * Typed text is never lost: it is kept as a draft in sessionStorage until saved, and a
 * failed save leaves the editor open with the text.
 */
import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { COMMON_MSG } from '@shared/messages';
import { toast, toastError } from '@web/lib/toast';
import { useSaveNote } from '../api/save-note';
import { clearNoteDraft, readNoteDraft, writeNoteDraft } from '../lib/note-draft';
import { NOTES_TEXTS as T } from '../texts';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The note's date `YYYY-MM-DD` (PROMEMORIA_DATE for PROMEMORIA). */
  date: string;
  /** The text as saved on the server (the draft starts from it when there is none). */
  savedText: string;
};

/** Modal editor of one note; mount it with `key={date}` so each date has its own text. */
export function NoteEditor({ opened, onClose, title, date, savedText }: Props) {
  const [text, setText] = useState(() => readNoteDraft(date) ?? savedText);
  const save = useSaveNote();
  const isDraft = text !== savedText;

  const submit = () => {
    save.mutate(
      { date, text },
      {
        onSuccess: () => {
          clearNoteDraft(date);
          toast.ok(COMMON_MSG.saved);
          onClose();
        },
        onError: toastError,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Textarea
        dir="auto"
        aria-label={title}
        rows={8}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          writeNoteDraft(date, e.currentTarget.value, savedText);
        }}
        data-autofocus
        styles={{ input: { fontFamily: 'inherit' } }}
      />
      <Group justify="space-between" mt="md">
        <Text size="xs" c="dimmed">
          {isDraft ? T.unsaved : ''}
        </Text>
        <Button onClick={submit} loading={save.isPending}>
          {T.save}
        </Button>
      </Group>
    </Modal>
  );
}
