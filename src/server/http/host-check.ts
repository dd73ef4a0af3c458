/**
 * Which `Host` the server answers for, and the base of the links it writes (README "Limits
 * and hardening"). Links in messages, PDFs and e-mails are built from `PUBLIC_URL` only,
 * never from the request, and a request whose `Host` (or `X-Forwarded-Host`) is not one of
 * the server's names is refused with 400 before any handler runs, so a forged header can
 * neither reach a handler nor end up in a queued SMS.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MSG } from '@shared/messages';
import type { Config } from '@server/config';
import { badRequest } from './errors';

/**
 * Paths a load balancer, orchestrator or Prometheus probes by address: answered whatever
 * the `Host` (`/metrics` still wants its token, http/metrics.ts).
 */
const PROBE_PATHS = ['/api/health', '/metrics'];

/** True when `url` is one of `PROBE_PATHS`, below it, or it with a query string. */
function isProbe(url: string): boolean {
  for (const p of PROBE_PATHS)
    if (
      url.startsWith(p) &&
      (url.length === p.length || url[p.length] === '/' || url[p.length] === '?')
    )
      return true;
  return false;
}

/** Names answered on any port outside production (a developer's own machine). */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Splits `name[:port]` (IPv6 literals in brackets) into lower-case name and port (or ''). */
function splitHost(host: string): { name: string; port: string } | null {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  return m ? { name: m[1]!, port: m[2] ?? '' } : null;
}

/**
 * A predicate telling whether a `Host` header value is one the server answers for:
 * PUBLIC_URL's host (with or without its scheme's default port), each ALLOWED_HOSTS entry
 * (an entry without a port matches any port) and, outside production, localhost,
 * 127.0.0.1 and [::1] on any port.
 */
export function hostMatcher(
  config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'NODE_ENV'>,
): (host: string | undefined) => boolean {
  const url = new URL(config.PUBLIC_URL);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const exact = new Set<string>();
  const anyPort = new Set<string>();
  exact.add(`${url.hostname}:${url.port || defaultPort}`);
  if (!url.port) exact.add(`${url.hostname}:`);
  for (const entry of config.ALLOWED_HOSTS) {
    const h = splitHost(entry);
    if (!h) continue;
    if (h.port) exact.add(`${h.name}:${h.port}`);
    else anyPort.add(h.name);
  }
  if (config.NODE_ENV !== 'production') for (const n of LOCAL_NAMES) anyPort.add(n);
  return (host) => {
    if (host === undefined) return false;
    const h = splitHost(host);
    if (!h) return false;
    return anyPort.has(h.name) || exact.has(`${h.name}:${h.port}`);
  };
}

/**
 * Registers the `Host` check as the app's first `onRequest` hook: 400 `bad_request`
 * "Indirizzo del server non riconosciuto" when `Host` or `X-Forwarded-Host` names another
 * server. Health probes are exempt.
 */
export function registerHostCheck(app: FastifyInstance, config: Config): void {
  const allowed = hostMatcher(config);
  // Callback form: the check never waits, so no promise per request.
  app.addHook('onRequest', (req: FastifyRequest, _reply, done) => {
    if (isProbe(req.url)) {
      done();
      return;
    }
    const forwarded = req.headers['x-forwarded-host'];
    const ok =
      allowed(req.headers.host) &&
      (forwarded === undefined ||
        (typeof forwarded === 'string' && forwarded.split(',').every((f) => allowed(f))));
    done(ok ? undefined : badRequest(HTTP_MSG.unknownHost));
  });
}

/** `{base}` of every link sent to customers: PUBLIC_URL, ending in `/`. */
export function publicBase(config: Pick<Config, 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL;
}
