/**
 * The screen tables (docs/ARCHITECTURE.md "Adding a screen") as the router, the side menu
 * (spec 000 §2 "Side menu", §6) and the settings home's tiles (spec 001 §2
 * impostazioni_home) read them.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { paths } from '@web/config/paths';
import { adminEntries, menuEntries } from '@web/features/layout';
import { settingsTiles } from '@web/features/settings/lib/tiles';
import { buildSession as session } from '@web/test/build-session';
import { ADMIN_SCREENS, MENU_SCREENS, USER_SCREENS } from '.';
import { canOpenSettings } from './settings';

const labels = (s: Session) => menuEntries(s, MENU_SCREENS).map((e) => e.label);
const tiles = (s: Session) => settingsTiles(s, canOpenSettings).map((t) => t.label);
const gateOf = (path: string) => USER_SCREENS.find((s) => s.path === path)!.gate!;

describe('screen tables', () => {
  it('have one row per route of @web/config/paths, each with a title', () => {
    const rows = [...USER_SCREENS, ...ADMIN_SCREENS];
    expect(rows.map((r) => r.path).sort()).toEqual(
      [...Object.values(paths.user), ...Object.values(paths.admin)].sort(),
    );
    for (const r of rows) expect(r.title).not.toBe('');
  });

  it('send a refused session where the spec says', () => {
    const plain = session('workshop');
    expect(gateOf(paths.user.waComunicazioni).allows(plain)).toBe(false);
    expect(gateOf(paths.user.waComunicazioni).otherwise).toBe(paths.user.appuntamenti);
    expect(gateOf(paths.user.importaYap).otherwise).toBe(paths.user.appuntamenti);
    expect(gateOf(paths.user.impostazioniLettere).otherwise).toBe(paths.user.impostazioniHome);
    expect(gateOf(paths.user.impostazioniWa).otherwise).toBe(paths.user.impostazioniHome);
    expect(gateOf(paths.user.impostazioniAdmin).allows(plain)).toBe(false);
    expect(gateOf(paths.user.impostazioniAdmin).otherwise).toBe(paths.nonAutorizzato);
    expect(gateOf(paths.user.impostazioniAdmin).allows(session('admin'))).toBe(true);
  });
});

describe('side menu (spec 000 §2, §6)', () => {
  /** The entries of every workshop's menu, in the spec order, before Notifiche and the flags'. */
  const EVERY_WORKSHOP = [
    'Appuntamenti',
    'Rubrica',
    'Archivio',
    'Statistiche',
    'Richiami Revisioni',
    'Aggiungi Richiamo',
    'SMS',
  ];

  it('shows the base entries in the spec order, without optional ones', () => {
    expect(labels(session('workshop'))).toEqual([
      ...EVERY_WORKSHOP,
      'Notifiche',
      'Impostazioni',
      'Password',
    ]);
    expect(adminEntries(session('workshop'), MENU_SCREENS)).toEqual([]);
  });

  it('adds WhatsApp, Importa YAP and Codici Officine with their flags, in place', () => {
    expect(labels(session('workshop', ['+whatsapp', '+importa_yap', '+mod_kuma']))).toEqual([
      ...EVERY_WORKSHOP,
      'WhatsApp',
      'Importa YAP',
      'Codici Officine',
    ]);
    expect(labels(session('workshop', ['+whatsapp']))).not.toContain('Codici Officine');
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
    const s = session('admin', [], { workshop: false });
    expect(labels(s)).toEqual([]);
    expect(adminEntries(s, MENU_SCREENS).map((e) => e.to)).toEqual([
      '/admin/lista_utenti',
      '/admin/nuovo_utente',
      '/admin/notifica_tutti',
      '/admin/stato_server',
      '/admin/registro',
    ]);
  });
});

describe('settings tiles (spec 001 §2 impostazioni_home)', () => {
  it('shows APP, SMS, REVIAPP TOOL and PRIVACY to every workshop', () => {
    expect(tiles(session('workshop'))).toEqual(['APP', 'SMS', 'REVIAPP TOOL', 'PRIVACY']);
  });

  it('adds WHATSAPP with +whatsapp, LETTERE with +invia_lettere, APPUNTAMENTI ONLINE with link_web', () => {
    const s = session('workshop', ['+whatsapp', '+invia_lettere'], { linkWeb: 'demo' });
    expect(tiles(s)).toEqual([
      'APP',
      'SMS',
      'WHATSAPP',
      'LETTERE',
      'APPUNTAMENTI ONLINE',
      'REVIAPP TOOL',
      'PRIVACY',
    ]);
  });

  it('shows ADMIN and WHATSAPP to the admin even without the option', () => {
    expect(tiles(session('admin'))).toEqual([
      'ADMIN',
      'APP',
      'SMS',
      'WHATSAPP',
      'REVIAPP TOOL',
      'PRIVACY',
    ]);
  });
});
