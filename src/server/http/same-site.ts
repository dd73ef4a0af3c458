/**
 * Cross-site writes refused (README "Limits and hardening"). Every state-changing API request
 * (POST, PUT, PATCH, DELETE — logout included) must come from this site:
 *
 * - `Sec-Fetch-Site` (sent by every current browser): only `same-origin` or `none` (typed
 *   by the user) pass; `same-site` and `cross-site` are refused — a sibling subdomain is
 *   another site for us.
 * - without it, `Origin` when present must be this host (`null` is refused);
 * - a request with a body must be `application/json` (a route may also allow
 *   `multipart/form-data` for uploads with `config: { multipart: true }`). A cross-site
 *   HTML form can send only urlencoded, multipart or text/plain, and a cross-site fetch
 *   with JSON needs a CORS preflight we never grant.
 *
 * Refused requests get 403 `cross_site` (or 415) before their body is read: nothing changes.
 * Requests without either header (curl, server-to-server, tests) are not from a browser
 * page and pass the origin check; they still need JSON bodies.
 */
import type { FastifyRequest } from 'fastify';
import { HTTP_MSG } from '@shared/messages';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept `multipart/form-data` bodies (file uploads) besides JSON. */
    multipart?: boolean;
  }
}

const crossSite = () => new AppError(403, 'cross_site', HTTP_MSG.crossSite);

/** True when the `Origin` header names the host this request was sent to. */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || origin === 'null') return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** True when the request carries a body (a length above 0 or a chunked one). */
function hasBody(req: FastifyRequest): boolean {
  const len = req.headers['content-length'];
  if (len !== undefined) return len !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

/**
 * The check of the onRequest hook for `/api` routes (synchronous: the hook needs no
 * promise): throws 403 `cross_site` or 415 `unsupported_media_type` (see the file comment);
 * returns normally otherwise.
 */
export function checkSameSite(req: FastifyRequest): void {
  if (SAFE_METHODS.has(req.method)) return;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') throw crossSite();
  } else {
    const origin = req.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, req.host)) throw crossSite();
  }
  if (!hasBody(req)) return;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return;
  if (type === 'multipart/form-data' && req.routeOptions.config?.multipart) return;
  throw new AppError(415, 'unsupported_media_type', HTTP_MSG.unsupportedMediaType);
}
