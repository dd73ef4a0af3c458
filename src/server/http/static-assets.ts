/**
 * How the built web app is served (README "Performance", "Assets"): files precompressed at build time
 * (`.br`, `.gz` beside each asset, see `scripts/precompress.ts`) chosen by the request's
 * `Accept-Encoding`; hashed files under `/assets/` cached for a year as immutable; the
 * icons (`favicon.svg`, `logo.svg`, `icons/*`) cached for a day, since Chromium asks for the
 * favicon again on every URL rewrite (each day change in the grid, bench/README.md "Day change
 * in the grid") and a new icon may take a day to show; every other file (`index.html`,
 * `sw.js`, `manifest.webmanifest`, `booking.html`, `tool.html`) revalidated on each use
 * (`no-cache`), so a new build is picked up at once. `/sw.js` (the service worker) also gets
 * `Service-Worker-Allowed: /` (its JavaScript MIME type comes from the file name).
 */
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** The service worker (docs/RESILIENCE.md "Installable app, grid readable offline"): always revalidated, allowed to control `/`. */
const SERVICE_WORKER = 'sw.js';

/** One year, in seconds: hashed assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One day, in seconds: icons keep their names across builds, so not immutable. */
const ICON = 'public, max-age=86400';

/** The icons under `webDir` (paths relative to it, `/` separated): the favicon, the logo, `icons/*`. */
function isIcon(relative: string): boolean {
  return relative === 'favicon.svg' || relative === 'logo.svg' || relative.startsWith('icons/');
}

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
      // `file` is the copy sent: `favicon.svg`, `favicon.svg.br` or `favicon.svg.gz`.
      const relative = path
        .relative(webDir, file.replace(/\.(br|gz)$/, ''))
        .split(path.sep)
        .join('/');
      const cacheControl = file.startsWith(assets)
        ? IMMUTABLE
        : isIcon(relative)
          ? ICON
          : 'no-cache';
      reply.header('cache-control', cacheControl);
      if (file.replace(/\.(br|gz)$/, '') === serviceWorker) {
        reply.header('service-worker-allowed', '/');
      }
    },
  };
}
