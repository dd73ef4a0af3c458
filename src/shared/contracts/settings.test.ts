/** Settings contracts (spec 000 §3 config_app, §6 option flags). */
import { describe, expect, it } from 'vitest';
import { HTTP_MSG, SETTINGS_MSG } from '@shared/messages';
import {
  appSettingsSchema,
  parseOptions,
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
  SMS_TEXT_MAX,
} from './settings';

describe('settings', () => {
  it('defaults config_app to the spec timetable', () => {
    const app = appSettingsSchema.parse({});
    expect(app.orari_tabella).toHaveLength(26);
    expect(app).toMatchObject({ titolo: 'ReviApp', colore_barra: 'Azzurro', opzioni: '' });
  });
  it('has defaults for every section', () => {
    for (const s of SETTINGS_SECTIONS) expect(() => SETTINGS_SCHEMAS[s].parse({})).not.toThrow();
    expect(SETTINGS_SCHEMAS.sms.parse({})).toMatchObject({
      mittente: 'Revisione',
      giorni_promemoria: 1,
    });
    expect(SETTINGS_SCHEMAS.wa.parse({}).massivo_max).toBe(50);
  });
  it('parses option flags from text', () => {
    expect(parseOptions('+whatsapp +mod_kuma')).toEqual(['+whatsapp', '+mod_kuma']);
    expect(parseOptions('')).toEqual([]);
  });

  it('bounds every text and refuses control characters', () => {
    const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    expect(
      issue(SETTINGS_SCHEMAS.sms.safeParse({ testo_promemoria: 'x'.repeat(SMS_TEXT_MAX + 1) })),
    ).toBe(HTTP_MSG.tooLong);
    expect(SETTINGS_SCHEMAS.sms.safeParse({ testo_promemoria: 'riga 1\nriga 2' }).success).toBe(
      true,
    );
    expect(issue(SETTINGS_SCHEMAS.sms.safeParse({ testo_promemoria: 'a\u0000b' }))).toBe(
      HTTP_MSG.unsafeChars,
    );
    expect(issue(SETTINGS_SCHEMAS.app.safeParse({ titolo: 'a\ud800' }))).toBe(HTTP_MSG.unsafeChars);
    expect(issue(SETTINGS_SCHEMAS.app.safeParse({ titolo: 'a\nb' }))).toBe(HTTP_MSG.lineBreak);
    // The sender's limit has its own message (spec 001 §5: at most 11 characters).
    expect(issue(SETTINGS_SCHEMAS.sms.safeParse({ mittente: 'x'.repeat(12) }))).toBe(
      SETTINGS_MSG.senderTooLong,
    );
    expect(SETTINGS_SCHEMAS.web.safeParse({ orari_lavoro: { '1': ['s', 'n'] } }).success).toBe(
      true,
    );
    expect(SETTINGS_SCHEMAS.web.safeParse({ orari_lavoro: { lunedi: ['s'] } }).success).toBe(false);
  });
});
