/** Toast colours and icons (spec 000 §4 "Toast lifecycle": green ok, blue alert, others error). */
import { isValidElement } from 'react';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { toast, toastIcon, TOAST_MS } from './toast';

const show = vi.hoisted(() => vi.fn());
vi.mock('./notifications-module', () => ({
  notifications: { show },
  Notifications: () => null,
}));

describe('toastIcon', () => {
  it('gives green the ok icon, blue the alert icon, every other colour the error icon', () => {
    expect(toastIcon('green')).toBe(IconCheck);
    expect(toastIcon('blue')).toBe(IconAlertCircle);
    expect(toastIcon('red')).toBe(IconX);
    expect(toastIcon('orange')).toBe(IconX);
  });
});

describe('toast helpers', () => {
  it('show each colour with its icon for 4000 ms', async () => {
    toast.ok('Salvato');
    toast.info('Informazione');
    toast.error('Errore');
    toast.warn('Attenzione');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(4));
    const shown = show.mock.calls.map(([o]) => {
      const options = o as { message: string; color: string; icon: unknown; autoClose: number };
      expect(isValidElement(options.icon)).toBe(true);
      expect(options.autoClose).toBe(TOAST_MS);
      return [options.message, options.color, (options.icon as { type: unknown }).type];
    });
    expect(shown).toEqual([
      ['Salvato', 'green', IconCheck],
      ['Informazione', 'blue', IconAlertCircle],
      ['Errore', 'red', IconX],
      ['Attenzione', 'orange', IconX],
    ]);
  });
});
