/**
 * The admin's new / edit dialog of a notification (spec 001 §2 notifiche "(admin) new/edit
 * dialog"): Oggetto and Testo, checked with the spec's messages before sending.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import type { Notification, NotificationInput } from '@shared/contracts/notifications';
import { NOTIFICATIONS_MSG as MSG } from '@shared/messages/notifications';
import { NOTIFICATIONS_TEXTS as T } from '../texts';

type Props = {
  /** `undefined`: closed; `null`: a new one; else the one being edited. */
  editing: Notification | null | undefined;
  saving: boolean;
  onClose: () => void;
  onSave: (input: NotificationInput) => void;
};

export function NotificationForm({ editing, saving, onClose, onSave }: Props) {
  const [subject, setSubject] = useState(editing?.subject ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [errors, setErrors] = useState<{ subject?: string; text?: string }>({});
  // Another notification to edit (or a new one): the fields start again from it, in the
  // same render (React's "adjusting state when a prop changes").
  const [shown, setShown] = useState(editing);
  if (shown !== editing) {
    setShown(editing);
    setSubject(editing?.subject ?? '');
    setText(editing?.text ?? '');
    setErrors({});
  }

  const submit = () => {
    const next = {
      subject: subject.trim() ? undefined : MSG.subjectRequired,
      text: text.trim() ? undefined : MSG.textRequired,
    };
    setErrors(next);
    if (!next.subject && !next.text) onSave({ subject: subject.trim(), text });
  };

  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={editing ? T.editNotification : T.newNotification}
      size="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={T.subject}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
            maxLength={200}
            data-autofocus
          />
          <Textarea
            label={T.text}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.text}
            autosize
            minRows={5}
            maxRows={14}
            maxLength={5000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.close}
            </Button>
            <Button type="submit" loading={saving}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
