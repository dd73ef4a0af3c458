/**
 * A dialog holding one form: the title, the fields, then the cancel and submit buttons on
 * the right (the back-office add/edit dialogs of spec 001 §2: rubrica, officine, notifiche,
 * the recall campaign). Submitting (the button or Enter) calls `onSubmit` without reloading
 * the page; the submit button spins while `submitting`. Texts come from the screen's own
 * `texts.ts`.
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, type MantineSize, type MantineSpacing } from '@mantine/core';
import { SubmitForm } from './submit-form';

export type FormDialogProps = {
  title: string;
  /** Closes the dialog: the cancel button, Escape, the close button, a click outside. */
  onClose: () => void;
  /** The form was submitted (default prevented). */
  onSubmit: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button shows a loader. */
  submitting: boolean;
  /** Default true: a dialog mounted only while open. */
  opened?: boolean;
  /** Mantine Modal size (default `md`). */
  size?: MantineSize;
  /** The browser's own validation stays off (the screen shows the spec's messages). */
  noValidate?: boolean;
  /** Space between the fields (Mantine Stack `gap`, default `md`). */
  gap?: MantineSpacing;
  /** Space above the buttons (Mantine `mt`, default none). */
  buttonsMt?: MantineSpacing;
  children: ReactNode;
};

export function FormDialog({
  title,
  onClose,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitting,
  opened = true,
  size,
  noValidate,
  gap,
  buttonsMt,
  children,
}: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <SubmitForm noValidate={noValidate} onSubmit={onSubmit}>
        <Stack gap={gap}>
          {children}
          <Group justify="flex-end" mt={buttonsMt}>
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
