import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@shared/messages';
import type { ErrorCode } from '@shared/contracts/common';
import { ApiError } from '@web/lib/api-client';
import { isAdminLogin, loginFailure } from './login';

describe('login failures (spec 000 §5, §8)', () => {
  it('maps each server answer to the spec reaction', () => {
    const f = (status: number, code: ErrorCode | 'network', msg = 'x') =>
      loginFailure(new ApiError(status, code, msg));
    expect(f(401, 'unauthorized')).toEqual({ kind: 'toast', text: AUTH_MSG.loginWrong });
    expect(f(403, 'account_expired')).toEqual({ kind: 'expired' });
    expect(f(403, 'account_inactive')).toEqual({ kind: 'toast', text: 'Account non attivo' });
    expect(f(429, 'rate_limited', AUTH_MSG.tooManyLogins)).toEqual({
      kind: 'toast',
      text: AUTH_MSG.tooManyLogins,
    });
    expect(f(0, 'network')).toEqual({ kind: 'toast', text: 'Errore connessione database' });
    expect(f(500, 'internal')).toEqual({ kind: 'toast', text: 'Errorre' });
    expect(f(503, 'service_unavailable')).toEqual({
      kind: 'toast',
      text: 'Servizio momentaneamente non disponibile',
    });
    expect(loginFailure(new Error('boom'))).toEqual({ kind: 'toast', text: 'Errorre' });
  });

  it('uses the admin endpoint only in admin mode with an empty user name (spec 000 §6)', () => {
    const base = { password: 'p', remember: false };
    expect(isAdminLogin({ ...base, username: '', adminMode: true })).toBe(true);
    expect(isAdminLogin({ ...base, username: '  ', adminMode: true })).toBe(true);
    expect(isAdminLogin({ ...base, username: 'demo', adminMode: true })).toBe(false);
    expect(isAdminLogin({ ...base, username: '', adminMode: false })).toBe(false);
  });
});
