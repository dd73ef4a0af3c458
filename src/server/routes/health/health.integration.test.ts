/** System endpoints: health, OpenAPI, error envelope for unknown routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { apiClient } from '@server/test/client';
import { raw } from '@server/test/api';
import { buildUrl } from '@shared/contracts/endpoint';
import { getHealth, getLive, getReady } from '@shared/contracts/health';
import { login } from '@shared/contracts/auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('system endpoints', () => {
  it('GET /api/health reaches the database', async () => {
    const res = await apiClient(ctx.app).call(getHealth);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(res.body.database);
  });

  it('answers liveness always, and readiness 503 with Connection: close while draining', async () => {
    const other = await setupTestApp();
    try {
      const client = apiClient(other.app);
      expect((await client.call(getLive)).status).toBe(200);
      const ready = await client.call(getReady);
      expect([ready.status, ready.body]).toEqual([200, { ok: true }]);
      expect(ready.headers.connection).not.toBe('close');

      other.app.lifecycle.startDraining();
      const draining = await client.call(getReady);
      expect(draining.status).toBe(503);
      expect(draining.error?.code).toBe('service_unavailable');
      expect(draining.headers.connection).toBe('close');
      const live = await client.call(getLive);
      expect([live.status, live.body]).toEqual([200, { ok: true }]);
      // Other requests are still served while draining (requests in flight finish).
      expect((await client.call(getHealth)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('serves the OpenAPI document generated from the zod contracts', async () => {
    // No contract: the document is served by @fastify/swagger.
    const res = await raw(ctx, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(buildUrl(login));
  });

  it('answers unknown API routes with the error envelope', async () => {
    const res = await raw(ctx, { method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe('not_found');
  });

  it('sends secure headers', async () => {
    const res = await apiClient(ctx.app).call(getHealth);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
