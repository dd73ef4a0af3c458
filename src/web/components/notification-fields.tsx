/**
 * Oggetto and Testo of a notification to workshops (spec 001 §2 notifiche "(admin) new/edit
 * dialog", `#/admin/notifica_tutti`; §8 messages), and their check: both required, with the
 * spec's messages ("Inserire il campo ogetto", "Inserire il testo"). The labels come from
 * the screen's own texts.
 */
import { TextInput, Textarea } from '@mantine/core';
import { NOTIFICATIONS_MSG as MSG } from '@shared/messages/notifications';

/** What is typed: the subject is sent trimmed, the text as typed. */
export type NotificationDraft = { subject: string; text: string };
/** The message under each field that failed the check. */
export type NotificationDraftErrors = { subject?: string; text?: string };

/** The spec's message for an empty (or blank) subject and text; `{}`-like when both are set. */
export function checkNotificationDraft(d: NotificationDraft): NotificationDraftErrors {
  return {
    subject: d.subject.trim() ? undefined : MSG.subjectRequired,
    text: d.text.trim() ? undefined : MSG.textRequired,
  };
}

type Props = {
  labels: { subject: string; text: string };
  value: NotificationDraft;
  onChange: (next: NotificationDraft) => void;
  errors: NotificationDraftErrors;
  /** The subject takes the focus when a dialog opens (Mantine `data-autofocus`). */
  focusFirst?: boolean;
  /** The text grows up to this many rows (default: without limit). */
  maxRows?: number;
};

export function NotificationFields({
  labels,
  value,
  onChange,
  errors,
  focusFirst,
  maxRows,
}: Props) {
  return (
    <>
      <TextInput
        label={labels.subject}
        value={value.subject}
        onChange={(e) => onChange({ ...value, subject: e.currentTarget.value })}
        error={errors.subject}
        maxLength={200}
        data-autofocus={focusFirst || undefined}
      />
      <Textarea
        label={labels.text}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        error={errors.text}
        autosize
        minRows={5}
        maxRows={maxRows}
        maxLength={5000}
      />
    </>
  );
}
