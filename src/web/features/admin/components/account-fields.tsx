/**
 * The account fields that the new-account screen and the account editor both show (spec 001
 * §2 nuovo_utente, impostazioni_admin): link_web with its hint, and the note. Their limits are
 * the contract's (`src/shared/contracts/admin.ts`: link_web 100 characters, note 2000).
 */
import { Textarea, TextInput } from '@mantine/core';
import { ApiError } from '@web/lib/api-client';
import { ADMIN_TEXTS as T } from '../texts';

type FieldProps = { value: string; onChange: (v: string) => void };

/** link_web (unique across accounts; `error`: the server's "already associated" message). */
export function LinkWebInput({ value, onChange, error }: FieldProps & { error?: string }) {
  return (
    <TextInput
      label={T.linkWeb}
      description={T.linkWebHint}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={100}
    />
  );
}

/** The account's free note (grows with its text). */
export function AccountNoteInput({ value, onChange }: FieldProps) {
  return (
    <Textarea
      label={T.note}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autosize
      minRows={2}
      maxLength={2000}
    />
  );
}

/**
 * The field a failed create or save points at: the server's `duplicate_username` and
 * `duplicate_link_web` answers (spec 001 §5) become that field's error, with the server's
 * message; `null` for any other failure (the caller toasts it).
 */
export function duplicateFieldError(
  err: unknown,
): { username: string } | { linkWeb: string } | null {
  if (err instanceof ApiError && err.code === 'duplicate_username')
    return { username: err.message };
  if (err instanceof ApiError && err.code === 'duplicate_link_web') return { linkWeb: err.message };
  return null;
}
