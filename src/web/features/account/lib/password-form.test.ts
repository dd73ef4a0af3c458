import { describe, expect, it } from 'vitest';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { passwordFormErrors } from './password-form';

describe('password form (spec 001 §5)', () => {
  it('asks for 8 characters and the same repeat', () => {
    expect(passwordFormErrors({ current: 'x', next: 'corta', repeat: 'corta' })).toEqual({
      next: MSG.passwordTooShort,
    });
    expect(passwordFormErrors({ current: 'x', next: '12345678', repeat: '1234567' })).toEqual({
      repeat: MSG.passwordsDiffer,
    });
    expect(passwordFormErrors({ current: 'x', next: '12345678', repeat: '12345678' })).toEqual({});
  });
  it('needs the current password', () => {
    expect(passwordFormErrors({ current: '', next: '12345678', repeat: '12345678' }).current).toBe(
      MSG.wrongCurrentPassword,
    );
  });
});
