import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaderChanges, registerSecurityHeaders } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'http://*:1987'] },
  },
  strictTransportSecurity: false,
};

describe('security headers computed once by helmet', () => {
  it('records what helmet sets and removes', () => {
    const changes = new Map(helmetHeaderChanges(OPTIONS));
    expect(changes.get('Content-Security-Policy')).toContain("connect-src 'self' http://*:1987");
    expect(changes.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(changes.get('X-Content-Type-Options')).toBe('nosniff');
    expect(changes.has('X-Powered-By')).toBe(true);
    expect(changes.get('X-Powered-By')).toBeNull();
    expect(changes.has('Strict-Transport-Security')).toBe(false);
  });

  it('throws when helmet rejects the options', () => {
    expect(() =>
      helmetHeaderChanges({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });

  it('puts them on every kind of answer: data, 404, thrown error, hand-written reply', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/raw', (_req, reply) => {
      reply.raw.setHeader('x-powered-by', 'something');
      reply.type('text/plain').send('raw');
    });
    await app.ready();
    for (const [url, status] of [
      ['/ok', 200],
      ['/nowhere', 404],
      ['/boom', 500],
      ['/raw', 200],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-security-policy'], url).toContain('http://*:1987');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    await app.close();
  });
});
