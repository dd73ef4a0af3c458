import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { buildSession as session } from '@web/test/build-session';
import { adminEntries, barBackground, barColor, menuEntries, type MenuScreens } from './menu';

// The real rows and the spec's menu are tested in src/web/app/screens/screens.test.ts.
const screens: MenuScreens = {
  user: [
    { path: '/user/b', title: 'B', menu: { icon: 'rubrica', order: 20 } },
    { path: '/user/hidden', title: 'No menu' },
    {
      path: '/user/gated',
      title: 'Gated',
      gate: { allows: (s) => s.app.options.includes('+x') },
      menu: { order: 15 },
    },
    {
      path: '/user/shown',
      title: 'Shown',
      menu: { order: 30, show: (s) => s.role === 'admin' },
    },
    { path: '/user/a', title: 'A', menu: { icon: 'appuntamenti', order: 10 } },
  ],
  admin: [{ path: '/admin/x', title: 'X', menu: { icon: 'utenti', order: 10 } }],
};
const labels = (s: Session) => menuEntries(s, screens).map((e) => e.label);

describe('side menu (spec 000 §2, §6)', () => {
  it('lists the rows with a menu entry by order, behind their gate and show rule', () => {
    expect(labels(session('workshop'))).toEqual(['A', 'B']);
    expect(labels(session('workshop', ['+x']))).toEqual(['A', 'Gated', 'B']);
    expect(labels(session('admin'))).toEqual(['A', 'B', 'Shown']);
    expect(menuEntries(session('workshop'), screens)[0]).toEqual({
      label: 'A',
      to: '/user/a',
      icon: 'appuntamenti',
    });
  });

  it('lists workshop entries only with a workshop, ADMIN entries only for the admin', () => {
    expect(labels(session('admin', [], { workshop: false }))).toEqual([]);
    expect(
      adminEntries(session('admin', [], { workshop: false }), screens).map((e) => e.to),
    ).toEqual(['/admin/x']);
    expect(adminEntries(session('workshop'), screens)).toEqual([]);
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
