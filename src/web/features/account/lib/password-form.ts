/**
 * The password form's checks before sending (spec 001 §5): the server repeats them, this
 * only shows the message beside the field at once.
 */
import { PASSWORD_MIN } from '@shared/contracts/account';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';

export type PasswordForm = { current: string; next: string; repeat: string };
export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

/** The message of each field that is wrong; `{}` when the form may be sent. */
export function passwordFormErrors(f: PasswordForm): PasswordErrors {
  const out: PasswordErrors = {};
  if (f.current === '') out.current = MSG.wrongCurrentPassword;
  if (f.next.length < PASSWORD_MIN) out.next = MSG.passwordTooShort;
  else if (f.repeat !== f.next) out.repeat = MSG.passwordsDiffer;
  return out;
}
