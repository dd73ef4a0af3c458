/**
 * The API document (/api/docs) describes every settings section field by field (spec 001 §3
 * config_*): GET and PUT `/settings/:section` show one alternative per section, titled
 * `section = <name>`, with the section schema's fields — the answer without secrets (each
 * replaced by `{field}_impostato`), the body with every field optional. The fields expected
 * here come from `SETTINGS_SCHEMAS` itself, so a section or field added later is checked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  getSettings,
  saveSettings,
  SECRET_SETTINGS,
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
} from '@shared/contracts/settings';
import { buildUrl } from '@shared/contracts/endpoint';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { raw } from '@server/test/api';
import { signedInWorkshop } from '@server/test/sign-in';

type Schema = {
  title?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
};
type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};

let ctx: TestContext;
let doc: Doc;
beforeAll(async () => {
  ctx = await setupTestApp();
  doc = (await raw(ctx, { method: 'GET', url: '/api/docs/json' })).body as Doc;
});
afterAll(async () => ctx.close());

/** `/api/settings/:section` as OpenAPI writes it: `/api/settings/{section}`. */
const path = buildUrl(getSettings, { section: '{section}' }).replace('%7Bsection%7D', '{section}');

const deref = (s: Schema): Schema =>
  s.$ref ? deref(doc.components!.schemas![s.$ref.split('/').pop()!]!) : s;

/** The alternatives of a documented schema, by their title (`section = app` → `app`). */
function bySection(schema: Schema): Map<string, Schema> {
  const alternatives = (deref(schema).anyOf ?? deref(schema).oneOf ?? []).map(deref);
  return new Map(alternatives.map((a) => [String(a.title).replace('section = ', ''), a]));
}

const json = (op: Record<string, unknown>, where: 'answer' | 'body'): Schema => {
  const content =
    where === 'answer'
      ? (op.responses as Record<string, { content: Record<string, { schema: Schema }> }>)['200']!
          .content
      : (op.requestBody as { content: Record<string, { schema: Schema }> }).content;
  return content['application/json']!.schema;
};

/** The fields of a section's schema, as JSON Schema names them. */
const fieldsOf = (section: (typeof SETTINGS_SECTIONS)[number]) =>
  Object.keys(
    (z.toJSONSchema(SETTINGS_SCHEMAS[section], { io: 'input' }) as Schema).properties ?? {},
  );

describe('the API document of the settings endpoints', () => {
  it('documents GET /settings/:section one section at a time, every field, no secret', () => {
    const answers = bySection(json(doc.paths[path]!.get!, 'answer'));
    expect([...answers.keys()]).toEqual([...SETTINGS_SECTIONS]);
    for (const section of SETTINGS_SECTIONS) {
      const secrets = SECRET_SETTINGS[section] ?? [];
      const documented = answers.get(section)!;
      const expected = [
        ...fieldsOf(section).filter((f) => !secrets.includes(f)),
        ...secrets.map((f) => `${f}_impostato`),
      ];
      expect(Object.keys(documented.properties ?? {}).sort(), section).toEqual(expected.sort());
      // Every field is in every answer (defaults filled in).
      expect([...(documented.required ?? [])].sort(), section).toEqual(expected.sort());
    }
    // A field's own type is shown, e.g. the daily WhatsApp maximum is an integer.
    expect(answers.get('wa')!.properties!.massivo_max!.type).toBe('integer');
    expect(answers.get('sms')!.properties!.token_impostato!.type).toBe('boolean');
  });

  it('documents the body of PUT /settings/:section per section, every field optional', () => {
    const bodies = bySection(json(doc.paths[path]!.put!, 'body'));
    expect([...bodies.keys()]).toEqual([...SETTINGS_SECTIONS]);
    for (const section of SETTINGS_SECTIONS) {
      const documented = bodies.get(section)!;
      expect(Object.keys(documented.properties ?? {}).sort(), section).toEqual(
        fieldsOf(section).sort(),
      );
      expect(documented.required ?? [], section).toEqual([]);
    }
    // The secret is write-only: it may be sent.
    expect(Object.keys(bodies.get('sms')!.properties!)).toContain('token');
  });

  it('answers what the document says: the documented fields of the section, nothing else', async () => {
    const { call } = await signedInWorkshop(ctx);
    const answers = bySection(json(doc.paths[path]!.get!, 'answer'));
    for (const section of SETTINGS_SECTIONS) {
      const res = await call(getSettings, { params: { section } });
      expect(Object.keys(res.body).sort(), section).toEqual(
        Object.keys(answers.get(section)!.properties!).sort(),
      );
    }
    const saved = await call(saveSettings, {
      params: { section: 'sms' },
      body: { mittente: 'OFFICINA', token: 'segreto' },
    });
    expect(saved.body).toMatchObject({ mittente: 'OFFICINA', token_impostato: true });
    expect(saved.body).not.toHaveProperty('token');
  });
});
