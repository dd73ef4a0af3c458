/**
 * The admin's new / edit dialog of a notification (spec 001 §2 notifiche "(admin) new/edit
 * dialog"): Oggetto and Testo, checked with the spec's messages before sending.
 */
import { useState } from 'react';
import { FormDialog } from '@web/components/form-dialog';
import {
  checkNotificationDraft,
  NotificationFields,
  type NotificationDraft,
  type NotificationDraftErrors,
} from '@web/components/notification-fields';
import type { Notification, NotificationInput } from '@shared/contracts/notifications';
import { NOTIFICATIONS_TEXTS as T } from '../texts';

type Props = {
  /** `undefined`: closed; `null`: a new one; else the one being edited. */
  editing: Notification | null | undefined;
  saving: boolean;
  onClose: () => void;
  onSave: (input: NotificationInput) => void;
};

const draftOf = (n: Notification | null | undefined): NotificationDraft => ({
  subject: n?.subject ?? '',
  text: n?.text ?? '',
});

export function NotificationForm({ editing, saving, onClose, onSave }: Props) {
  const [draft, setDraft] = useState(draftOf(editing));
  const [errors, setErrors] = useState<NotificationDraftErrors>({});
  // Another notification to edit (or a new one): the fields start again from it, in the
  // same render (React's "adjusting state when a prop changes").
  const [shown, setShown] = useState(editing);
  if (shown !== editing) {
    setShown(editing);
    setDraft(draftOf(editing));
    setErrors({});
  }

  const submit = () => {
    const next = checkNotificationDraft(draft);
    setErrors(next);
    if (!next.subject && !next.text) onSave({ subject: draft.subject.trim(), text: draft.text });
  };

  return (
    <FormDialog
      opened={editing !== undefined}
      title={editing ? T.editNotification : T.newNotification}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={T.close}
      submitLabel={T.save}
      submitting={saving}
      size="lg"
      noValidate
      gap="sm"
    >
      <NotificationFields
        labels={T}
        value={draft}
        onChange={setDraft}
        errors={errors}
        focusFirst
        maxRows={14}
      />
    </FormDialog>
  );
}
