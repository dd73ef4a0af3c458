/**
 * The hardening every route inherits (README "Limits and hardening"): unsafe text refused
 * with the field named, Fastify's client errors in the envelope and in Italian without
 * echoing input, 405 for a wrong method. Cross-site writes, production headers and forged
 * proxy headers: `hardening-origin.integration.test.ts`.
 * Route-by-route coverage is in `src/server/test/sweeps/*` (driven by ALL_ENDPOINTS).
 */
import net from 'node:net';
import { logout } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { getHealth } from '@shared/contracts/health';
import { getSettings, saveSettings } from '@shared/contracts/settings';
import { describe, expect, it } from 'vitest';
import { HTTP_MSG } from '@shared/messages';
import { expectEnvelope, useHardeningApp } from '@server/test/hardening';

const h = useHardeningApp();
const { raw } = h;
const titleOfA = async () =>
  (await h.a.call(getSettings, { params: { section: 'app' } })).body.titolo;
const saveA = (section: 'app' | 'sms', body: Record<string, unknown>) =>
  h.a.call(saveSettings, { params: { section }, body });
const putTitle = (payload: string) =>
  raw({
    method: 'PUT',
    url: '/api/settings/app',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('unsafe text (§1)', () => {
  it.each([
    ['NUL', '"a\\u0000b"'],
    ['escape', '"\\u001b[2J"'],
    ['lone surrogate escaped in JSON', '"a\\ud800"'],
    ['lone low surrogate', '"\\udfff x"'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_, value) => {
    const res = await putTitle(`{"titolo": ${value}}`);
    expect(res.statusCode).toBe(400);
    expectEnvelope(
      res.body,
      res.statusCode,
      'bad_request',
      'Il campo «titolo» contiene caratteri non ammessi',
    );
    expect(await titleOfA()).toBe('ReviApp');
  });

  it('refuses invalid UTF-8 bytes instead of storing U+FFFD', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"titolo":"a'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const res = await putTitle(payload as unknown as string);
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, res.statusCode, 'bad_request', HTTP_MSG.invalidEncoding);
  });

  it('refuses unsafe keys, deep nesting, unsafe path and query values', async () => {
    expect((await putTitle('{"ti\\u0000tolo": "x"}')).statusCode).toBe(400);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await putTitle(`{"turni": ${deep}}`);
    expect(res.statusCode).toBe(400);
    expect((await raw({ method: 'GET', url: '/api/notes/2026-01-0%00' })).statusCode).toBe(400);
    const q = await raw({ method: 'GET', url: '/api/notes?from=2026-01-01%00&dir=back' });
    expect(q.statusCode).toBe(400);
    expect(q.json().error.message).toBe('Il campo «Data» contiene caratteri non ammessi');
  });

  it('keeps tab and line breaks in multi-line texts, refuses them on one-line fields', async () => {
    expect((await saveA('sms', { testo_promemoria: 'Riga 1\n\tRiga 2' })).status).toBe(200);
    const res = await saveA('app', { titolo: 'Due\nrighe' });
    expect(res.status).toBe(400);
  });

  it('refuses a right-to-left override nowhere: it is rendered isolated instead (§5)', async () => {
    expect((await saveA('app', { titolo: 'abc\u202edef' })).status).toBe(200);
    await saveA('app', { titolo: 'ReviApp' });
  });
});

const SETTINGS_APP = buildUrl(getSettings, { section: 'app' });

describe("Fastify's client errors in the envelope, in Italian, without echo (§1)", () => {
  it.each([
    [
      'bad percent-encoding',
      { method: 'GET', url: SETTINGS_APP.replace('app', '%zz<script>') },
      400,
      'bad_request',
      HTTP_MSG.badUrl,
    ],
    [
      'over-long parameter',
      { method: 'GET', url: SETTINGS_APP.replace('app', '9'.repeat(500)) },
      414,
      'bad_request',
      HTTP_MSG.uriTooLong,
    ],
    [
      'invalid JSON',
      {
        method: 'PUT',
        url: SETTINGS_APP,
        headers: { 'content-type': 'application/json' },
        payload: '{"titolo": <script>',
      },
      400,
      'bad_request',
      HTTP_MSG.invalidJson,
    ],
    [
      'empty JSON body',
      {
        method: 'PUT',
        url: SETTINGS_APP,
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      400,
      'bad_request',
      undefined,
    ],
    [
      'text/plain body',
      {
        method: 'PUT',
        url: SETTINGS_APP,
        headers: { 'content-type': 'text/plain' },
        payload: 'titolo=<script>',
      },
      415,
      'unsupported_media_type',
      HTTP_MSG.unsupportedMediaType,
    ],
    [
      'form body',
      {
        method: 'POST',
        url: buildUrl(logout),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      },
      415,
      'unsupported_media_type',
      undefined,
    ],
    [
      'body over 2 MB',
      {
        method: 'PUT',
        url: SETTINGS_APP,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ titolo: 'x'.repeat(3 * 1024 * 1024) }),
      },
      413,
      'payload_too_large',
      HTTP_MSG.payloadTooLarge,
    ],
    [
      'unknown route',
      { method: 'GET', url: `${buildUrl(getHealth)}<script>nope` },
      404,
      'not_found',
      undefined,
    ],
    [
      'wrong method',
      { method: 'DELETE', url: SETTINGS_APP },
      405,
      'method_not_allowed',
      HTTP_MSG.methodNotAllowed,
    ],
    [
      'too long a text',
      {
        method: 'PUT',
        url: SETTINGS_APP,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ titolo: 'x'.repeat(100_000) }),
      },
      400,
      'bad_request',
      undefined,
    ],
  ] as const)('%s', async (_, opts, status, code, message) => {
    const res = await raw(opts as never);
    expect(res.statusCode).toBe(status);
    expectEnvelope(res.body, res.statusCode, code, message);
    expect(res.body).not.toContain('script');
    expect(res.body).not.toMatch(/FST_|Error|statusCode/);
  });

  it('405 carries an Allow header', async () => {
    const res = await raw({ method: 'PATCH', url: '/api/settings/app' });
    expect(res.headers.allow).toBe('GET, HEAD, PUT');
  });

  it('answers oversized headers with 431 and the envelope (a real socket)', async () => {
    await h.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.ctx.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
      });
      let out = '';
      s.on('data', (c) => (out += c.toString()));
      s.on('close', () => resolve(out));
      s.on('error', () => resolve(out));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain(HTTP_MSG.headersTooLarge);
    expect(answer).not.toContain('aaaa');
  });
});
