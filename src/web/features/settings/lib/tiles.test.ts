/** impostazioni_home tiles (spec 001 §2, §6). */
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { buildSession as session } from '@web/test/build-session';
import { settingsTiles } from './tiles';

// The gates are the screen rows' (src/web/app/screens/screens.test.ts tests them).
const labels = (s: Session, open: (path: string) => boolean) =>
  settingsTiles(s, open).map((t) => t.label);

describe('settings tiles (spec 001 §2 impostazioni_home)', () => {
  it('shows the tiles whose screen the session may open, in the spec order', () => {
    expect(labels(session('workshop'), () => true)).toEqual([
      'ADMIN',
      'APP',
      'SMS',
      'WHATSAPP',
      'LETTERE',
      'APPUNTAMENTI ONLINE',
      'REVIAPP TOOL',
      'PRIVACY',
    ]);
    expect(labels(session('workshop'), (p) => !p.endsWith('_wa') && !p.endsWith('_admin'))).toEqual(
      ['APP', 'SMS', 'LETTERE', 'APPUNTAMENTI ONLINE', 'REVIAPP TOOL', 'PRIVACY'],
    );
  });

  it('links each tile to its route', () => {
    const to = Object.fromEntries(
      settingsTiles(session('admin', ['+invia_lettere'], { linkWeb: 'x' }), () => true).map((t) => [
        t.key,
        t.to,
      ]),
    );
    expect(to).toEqual({
      admin: '/user/impostazioni_admin',
      app: '/user/impostazioni_app',
      sms: '/user/impostazioni_sms',
      wa: '/user/impostazioni_wa',
      lettere: '/user/impostazioni_lettere',
      web: '/user/impostazioni_web',
      tool: '/user/impostazioni_tool',
      privacy: '/user/impostazioni_privacy',
    });
  });
});
