/**
 * Unknown routes and wrong methods (README "Limits and hardening"): under `/api` a path no route matches is a
 * 404 `not_found`; a path that exists with another method is a 405 `method_not_allowed`
 * with an `Allow` header (Fastify alone answers 404 for both). Outside `/api` a plain 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { COMMON_MSG, HTTP_MSG } from '@shared/messages';

type Pattern = { re: RegExp; methods: Set<string> };

/** Turns a route URL (`/api/notes/:date`, `/docs/*`) into an anchored regex. */
function toRegex(url: string): RegExp {
  const body = url
    .split('/')
    .map((seg) =>
      seg.startsWith(':')
        ? '[^/]+'
        : seg === '*'
          ? '.*'
          : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Records every route as it is added (call before registering routes) and sets the
 * not-found handler. Returns nothing; throws nothing.
 */
export function registerNotFound(app: FastifyInstance): void {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (r: RouteOptions) => {
    const url = r.url;
    if (!url) return;
    let p = patterns.get(url);
    if (!p) {
      p = { re: toRegex(url), methods: new Set() };
      patterns.set(url, p);
    }
    for (const m of [r.method].flat()) p.methods.add(String(m).toUpperCase());
  });

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && path !== '/api') return reply.status(404).send('Not found');
    const allowed = new Set<string>();
    for (const p of patterns.values())
      if (p.re.test(path)) p.methods.forEach((m) => allowed.add(m));
    if (allowed.size > 0 && !allowed.has(req.method)) {
      return reply
        .status(405)
        .header('allow', [...allowed].sort().join(', '))
        .send({ error: { code: 'method_not_allowed', message: HTTP_MSG.methodNotAllowed } });
    }
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: COMMON_MSG.resourceNotFound } });
  });
}
