/** impostazioni_home tiles (spec 001 §2, §6). */
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { canSeeWhatsAppSettings, settingsTiles } from './tiles';

function session(role: Session['role'], options: string[] = [], linkWeb: string | null = null) {
  return {
    role,
    workshop: { id: 1, username: 'demo', expiresOn: null, daysToExpiry: null, linkWeb },
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
  } satisfies Session;
}
const labels = (s: Session) => settingsTiles(s).map((t) => t.label);

describe('settings tiles (spec 001 §2 impostazioni_home)', () => {
  it('shows APP, SMS and REVIAPP TOOL to every workshop', () => {
    expect(labels(session('workshop'))).toEqual(['APP', 'SMS', 'REVIAPP TOOL']);
  });

  it('adds WHATSAPP with +whatsapp, LETTERE with +invia_lettere, APPUNTAMENTI ONLINE with link_web', () => {
    expect(labels(session('workshop', ['+whatsapp', '+invia_lettere'], 'demo'))).toEqual([
      'APP',
      'SMS',
      'WHATSAPP',
      'LETTERE',
      'APPUNTAMENTI ONLINE',
      'REVIAPP TOOL',
    ]);
  });

  it('shows ADMIN and WHATSAPP to the admin even without the option', () => {
    expect(labels(session('admin'))).toEqual(['ADMIN', 'APP', 'SMS', 'WHATSAPP', 'REVIAPP TOOL']);
    expect(canSeeWhatsAppSettings(session('admin'))).toBe(true);
    expect(canSeeWhatsAppSettings(session('workshop'))).toBe(false);
  });

  it('links each tile to its route', () => {
    const to = Object.fromEntries(
      settingsTiles(session('admin', ['+invia_lettere'], 'x')).map((t) => [t.key, t.to]),
    );
    expect(to).toEqual({
      admin: '/user/impostazioni_admin',
      app: '/user/impostazioni_app',
      sms: '/user/impostazioni_sms',
      wa: '/user/impostazioni_wa',
      lettere: '/user/impostazioni_lettere',
      web: '/user/impostazioni_web',
      tool: '/user/impostazioni_tool',
    });
  });
});
