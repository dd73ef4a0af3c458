/**
 * Security headers on every answer (README "Limits and hardening"): helmet's defaults plus
 * the app's Content-Security-Policy. Helmet computes them once, at start, from `options`;
 * every request then gets the same frozen list, set on the reply in the first `onRequest`
 * hooks (so 404s, errors, static files and streams carry them too). The
 * Fastify plugin `@fastify/helmet` rebuilt helmet's whole middleware — directives parsed
 * again — on every request, which showed in the free-slots profile (`npm run bench:api`).
 * The configuration is static: no per-route helmet options, no CSP nonces.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A header helmet sets (name as helmet writes it, value) or removes (value null). */
export type HeaderChange = readonly [name: string, value: string | null];

/**
 * What helmet's middleware does to a response under `options`, in order: the headers it
 * sets and the ones it removes (`X-Powered-By`). Throws when helmet rejects the options.
 */
export function helmetHeaderChanges(options: HelmetOptions): readonly HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      changes.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader: (name: string) => {
      changes.push([name, null]);
    },
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return Object.freeze(changes);
}

/**
 * Adds the headers of `options` to every answer of `app` (see the file comment). They go
 * into the reply's own header list (lowercase names, as Fastify keeps them), which Fastify
 * hands to `writeHead` with its own: the raw response's `setHeader` would validate each of
 * them once more and send `writeHead` down Node's merging path (bench/README.md "Framework
 * overhead"). Headers helmet removes are removed from the raw response.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  for (const [name, value] of helmetHeaderChanges(options)) {
    if (value === null) removed.push(name);
    else set[name.toLowerCase()] = value;
  }
  app.addHook('onRequest', (_req, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    reply.headers(set);
    done();
  });
}
