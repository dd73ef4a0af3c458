/** Settings drafts in sessionStorage: nothing typed is lost. */
import { describe, expect, it } from 'vitest';
import { memoryStore as memory } from '@web/test/memory-store';
import {
  clearSettingsDraft,
  readSettingsDraft,
  settingsDraftKey,
  writeSettingsDraft,
} from './settings-draft';

const saved = { mittente: 'Revisione', giorni_promemoria: 1, testi: ['a'] };

describe('settings drafts', () => {
  it('keeps what differs from the saved values and gives it back over them', () => {
    const store = memory();
    writeSettingsDraft('sms', { ...saved, mittente: 'Officina' }, saved, store, () => 42);
    expect(JSON.parse(store.data.get(settingsDraftKey('sms'))!)).toEqual({
      values: { ...saved, mittente: 'Officina' },
      savedAt: 42,
    });
    expect(readSettingsDraft('sms', saved, store)).toEqual({ ...saved, mittente: 'Officina' });
  });

  it('drops the draft when the values equal the saved ones, or on clear', () => {
    const store = memory();
    writeSettingsDraft('sms', { ...saved, mittente: 'X' }, saved, store);
    writeSettingsDraft('sms', saved, saved, store);
    expect(readSettingsDraft('sms', saved, store)).toBeNull();
    writeSettingsDraft('sms', { ...saved, mittente: 'X' }, saved, store);
    clearSettingsDraft('sms', store);
    expect(store.data.size).toBe(0);
  });

  it('ignores unknown fields and values of another type', () => {
    const store = memory();
    store.setItem(
      settingsDraftKey('sms'),
      JSON.stringify({ values: { mittente: 7, extra: 'x', testi: ['b'] }, savedAt: 1 }),
    );
    expect(readSettingsDraft('sms', saved, store)).toEqual({ ...saved, testi: ['b'] });
  });

  it('survives garbage and a missing or throwing storage', () => {
    const store = memory();
    store.setItem(settingsDraftKey('app'), '{not json');
    expect(readSettingsDraft('app', saved, store)).toBeNull();
    expect(readSettingsDraft('app', saved, null)).toBeNull();
    const full = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeSettingsDraft('app', { ...saved, mittente: 'Y' }, saved, full)).not.toThrow();
  });

  it('keeps one draft per screen', () => {
    const store = memory();
    writeSettingsDraft('sms', { ...saved, mittente: 'S' }, saved, store);
    writeSettingsDraft('wa', { ...saved, mittente: 'W' }, saved, store);
    expect(readSettingsDraft('sms', saved, store)?.mittente).toBe('S');
    expect(readSettingsDraft('wa', saved, store)?.mittente).toBe('W');
  });
});
