import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { homeOf } from './home';

const s = (role: Session['role']) => ({ role }) as Session;

describe('where a sign-in lands (spec 000 §2, §6)', () => {
  it('sends the admin to the user list and a workshop to the grid', () => {
    expect(homeOf(s('admin'))).toBe('/admin/lista_utenti');
    expect(homeOf(s('workshop'))).toBe('/user/appuntamenti');
  });

  it('returns a workshop to the route it was sent away from, only inside #/user/', () => {
    expect(homeOf(s('workshop'), '/user/rubrica')).toBe('/user/rubrica');
    expect(homeOf(s('workshop'), '/user/appuntamenti?data=2026-11-20&riga=3')).toBe(
      '/user/appuntamenti?data=2026-11-20&riga=3',
    );
    expect(homeOf(s('workshop'), '/admin/lista_utenti')).toBe('/user/appuntamenti');
    expect(homeOf(s('workshop'), 42)).toBe('/user/appuntamenti');
    expect(homeOf(s('admin'), '/user/rubrica')).toBe('/admin/lista_utenti');
  });
});
