/**
 * How the built web app is served (README "Performance", "Assets"): files precompressed at build time
 * (`.br`, `.gz` beside each asset, see `scripts/precompress.ts`) chosen by the request's
 * `Accept-Encoding`; hashed files under `/assets/` cached for a year as immutable, every
 * other file (`index.html`, icons, `sw.js`, `manifest.webmanifest`) revalidated on each use
 * (`no-cache`), so a new build is picked up at once. `/sw.js` (the service worker) also gets
 * `Service-Worker-Allowed: /` (its JavaScript MIME type comes from the file name).
 */
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** The service worker (docs/RESILIENCE.md "Installable app, grid readable offline"): always revalidated, allowed to control `/`. */
const SERVICE_WORKER = 'sw.js';

/** One year, in seconds: hashed assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `@fastify/static` options for `webDir` (the Vite output, `dist/web`). */
export function webStaticOptions(webDir: string): FastifyStaticOptions {
  const assets = path.join(webDir, 'assets') + path.sep;
  const serviceWorker = path.join(webDir, SERVICE_WORKER);
  return {
    root: webDir,
    // Files are looked up per request, so a rebuilt dist/web is served without a restart.
    wildcard: true,
    // An array: with preCompressed, @fastify/static finds the index of `/` only in one.
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
      // `file` is the copy sent: `sw.js`, `sw.js.br` or `sw.js.gz`.
      if (file.replace(/\.(br|gz)$/, '') === serviceWorker) {
        reply.header('service-worker-allowed', '/');
      }
    },
  };
}
