/**
 * `toLoadedSection` reads a section as the section schema would (the browser bundle has no
 * zod): same value for every section, secrets back to their empty default.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_SETTINGS, SETTINGS_SCHEMAS } from '@shared/contracts/settings';
import { SETTINGS_SECTIONS } from '@shared/contracts/settings-sections';
import { toLoadedSection } from './settings';

/** What the server sends: the parsed section, each secret replaced by `{field}_impostato`. */
function presented(section: (typeof SETTINGS_SECTIONS)[number], stored: boolean) {
  const value: Record<string, unknown> = SETTINGS_SCHEMAS[section].parse({});
  for (const field of SECRET_SETTINGS[section] ?? []) {
    delete value[field];
    value[`${field}_impostato`] = stored;
  }
  return value;
}

describe('toLoadedSection', () => {
  it.each(SETTINGS_SECTIONS)('section %s: the value the section schema gives', (section) => {
    for (const stored of [false, true]) {
      const raw = presented(section, stored);
      const loaded = toLoadedSection(section, raw);
      expect(loaded.value).toEqual(SETTINGS_SCHEMAS[section].parse(raw));
      expect(loaded.tokenSet).toBe(section === 'sms' && stored);
    }
  });

  it('keeps the values the server sent, not the defaults', () => {
    const raw = { ...presented('sms', true), mittente: 'Officina' };
    expect(toLoadedSection('sms', raw).value).toMatchObject({ mittente: 'Officina', token: '' });
  });
});
