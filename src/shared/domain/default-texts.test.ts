/** Default template texts use exactly the variables spec 001 §5 allows for each. */
import { describe, expect, it } from 'vitest';
import { smsSettingsSchema, waSettingsSchema, webSettingsSchema } from '../contracts/settings';
import {
  DEFAULT_SMS_TEXTS,
  DEFAULT_WA_TEXTS,
  DEFAULT_WEB_TEXTS,
  MESSAGE_TEMPLATE_FIELDS,
  defaultVariables,
  templateVariablesIn,
} from './default-texts';
import { smsParts } from './sms-parts';
import { fillTemplate } from './templates';

describe('default texts', () => {
  // A reminder's $link$ (the customer link) is opt-in: the default reminder leaves it out,
  // so an account that never touches the text sends what the spec describes.
  it.each(MESSAGE_TEMPLATE_FIELDS)('%s uses every allowed variable and no other', (field) => {
    for (const texts of [DEFAULT_SMS_TEXTS, DEFAULT_WA_TEXTS]) {
      expect([...templateVariablesIn(texts[field])].sort()).toEqual(defaultVariables(field).sort());
    }
  });

  it('fit their settings sections', () => {
    expect(smsSettingsSchema.parse(DEFAULT_SMS_TEXTS).testo_promemoria).toContain('$giorno$');
    expect(waSettingsSchema.parse(DEFAULT_WA_TEXTS).testo_conferma_web).toContain('$link$');
    expect(webSettingsSchema.parse(DEFAULT_WEB_TEXTS).testo_home_page.length).toBeGreaterThan(40);
  });

  it('finds variables in order without repeats', () => {
    expect(templateVariablesIn('$a$ e $b_c$ poi $a$')).toEqual(['$a$', '$b_c$']);
    expect(templateVariablesIn('nessuna')).toEqual([]);
  });
});

describe('the recalls’ stop link', () => {
  it('keeps a default recall with a usual model, plate and address within one SMS', () => {
    // `$stop$` expands to `{PUBLIC_URL}/stop?t=` and a 39-character token.
    const stop = `https://prenota.reviapp.it/stop?t=${'x'.repeat(39)}`;
    for (const field of ['testo_richiami', 'testo_normalizzati'] as const) {
      const text = fillTemplate(DEFAULT_SMS_TEXTS[field], {
        veicolo: 'HONDA SH 125',
        targa: 'AB12345',
        mese: '2026-11',
        stop,
      });
      expect(text).toContain(stop);
      expect(smsParts(text).parts, text).toBe(1);
    }
  });
});
