import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { adminEntries, barBackground, barColor, menuEntries } from './menu';

function session(role: Session['role'], options: string[] = [], workshop = true): Session {
  return {
    role,
    workshop: workshop
      ? { id: 1, username: 'demo', expiresOn: null, daysToExpiry: null, linkWeb: null }
      : null,
    app: {
      title: 'Officina',
      barColor: 'Azzurro',
      timetable: [],
      options,
      rota: [],
      visualScroll: false,
    },
    availableYears: [2026],
    today: '2026-01-10',
  };
}
const labels = (s: Session) => menuEntries(s).map((e) => e.label);

describe('side menu (spec 000 §2, §6)', () => {
  it('shows the base entries in the spec order, without optional ones', () => {
    expect(labels(session('workshop'))).toEqual([
      'Appuntamenti',
      'Rubrica',
      'Archivio',
      'Statistiche',
      'Richiami Revisioni',
      'Aggiungi Richiamo',
      'SMS',
      'Notifiche',
      'Impostazioni',
      'Password',
    ]);
    expect(adminEntries(session('workshop'))).toEqual([]);
  });

  it('adds WhatsApp, Importa YAP and Codici Officine with their flags', () => {
    const l = labels(session('workshop', ['+whatsapp', '+importa_yap']));
    expect(l).toContain('WhatsApp');
    expect(l).toContain('Importa YAP');
    expect(l).not.toContain('Codici Officine');
  });

  it('with +mod_kuma hides Notifiche, Impostazioni and Password unless admin', () => {
    const l = labels(session('workshop', ['+mod_kuma']));
    expect(l).toContain('Codici Officine');
    expect(l).not.toContain('Notifiche');
    expect(l).not.toContain('Impostazioni');
    expect(l).not.toContain('Password');
    const a = labels(session('admin', ['+mod_kuma']));
    expect(a).toEqual(expect.arrayContaining(['Notifiche', 'Impostazioni', 'Password']));
  });

  it('gives the admin the ADMIN entries; the admin without a workshop sees only those', () => {
    const s = session('admin', [], false);
    expect(labels(s)).toEqual([]);
    expect(adminEntries(s).map((e) => e.to)).toEqual([
      '/admin/lista_utenti',
      '/admin/nuovo_utente',
      '/admin/notifica_tutti',
      '/admin/stato_server',
      '/admin/registro',
    ]);
  });

  it('maps the bar colours (spec 000 §3 colore_barra)', () => {
    expect(['Azzurro', 'Arancio', 'Grigio', 'Verde', 'Viola', '???'].map(barColor)).toEqual([
      'blue',
      'orange',
      'gray',
      'green',
      'violet',
      'blue',
    ]);
  });

  it('darkens the bar enough for white text (4.5:1)', () => {
    expect(barBackground('Azzurro')).toBe('var(--mantine-color-blue-8)');
    expect(barBackground('Viola')).toBe('var(--mantine-color-violet-8)');
    expect(barBackground('Arancio')).toBe(
      'color-mix(in srgb, var(--mantine-color-orange-9) 85%, black)',
    );
    expect(barBackground('Verde')).toContain('green-9');
  });
});
