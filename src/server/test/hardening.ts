/**
 * The frame of the hardening tests (`http/hardening*.integration.test.ts`, README "Limits and
 * hardening"): one app per file behind the host `reviapp.example:8443`, workshop A signed in,
 * requests the typed client cannot send, and the error envelope every refusal answers with.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { setupTestApp, type TestContext } from './harness';
import { type SignedInWorkshop, signedInWorkshop } from './sign-in';

export type HardeningApp = {
  /** The file's app; set by `beforeAll`. */
  ctx: TestContext;
  /** Workshop A, signed in on `ctx`; set by `beforeAll`. */
  a: SignedInWorkshop;
  /** Sends `opts` as is, with A's cookie (its own headers win), to `app` (default `ctx.app`). */
  raw: (opts: InjectOptions, app?: FastifyInstance) => Promise<LightMyRequestResponse>;
};

/**
 * Registers the file's `beforeAll` / `afterAll` (app on ALLOWED_HOSTS `reviapp.example:8443`,
 * A signed in; closed after the file) and returns the handle their tests read.
 */
export function useHardeningApp(): HardeningApp {
  const h = {
    raw: (opts: InjectOptions, app: FastifyInstance = h.ctx.app) =>
      app.inject({ ...opts, headers: { cookie: h.a.cookie, ...(opts.headers ?? {}) } }),
  } as HardeningApp;
  beforeAll(async () => {
    h.ctx = await setupTestApp({ ALLOWED_HOSTS: 'reviapp.example:8443' });
    h.a = await signedInWorkshop(h.ctx);
  });
  afterAll(async () => h.ctx.close());
  return h;
}

/**
 * Asserts a refusal in the error envelope (`{ error: { code, message } }` of a JSON `body`):
 * the `code`, the Italian `message` when given, and a client error, never a 5xx `status`.
 */
export function expectEnvelope(body: string, status: number, code: string, message?: string) {
  const json = JSON.parse(body);
  expect(json.error.code).toBe(code);
  if (message) expect(json.error.message).toBe(message);
  expect(status).toBeLessThan(500);
}
