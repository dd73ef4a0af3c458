/**
 * The Fastify application: zod contracts from `src/shared`, error envelope
 * `{ error: { code, message } }`, secure headers, signed session cookies, rate-limited
 * login, OpenAPI at /api/docs, and the built web app (docs/ARCHITECTURE.md).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { registerSecurityHeaders } from './http/security-headers';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { registerPublicPages } from './http/public-pages';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { SESSION_COOKIE, loadAuth, requireAdmin } from './auth/guard';
import { addressKey } from './auth/login-limits';
import { SessionCache } from './auth/sessions';
import { clientErrorHandler, errorHandler, frameworkErrors } from './http/error-handler';
import { checkInput, registerStrictJson } from './http/input-guard';
import { lazyChildLogger } from './http/request-logger';
import { registerLifecycle } from './http/lifecycle';
import { registerMetrics } from './http/metrics';
import { loggerOptions, registerAccessLog } from './http/access-log';
import { registerNotFound } from './http/not-found';
import { webStaticOptions } from './http/static-assets';
import { contractSerializerCompiler } from './http/serializer';
import { checkSameSite } from './http/same-site';
import { registerHostCheck } from './http/host-check';
import { registerRoutes } from './routes';
import { TOOL_CONNECT_SOURCES } from '@shared/domain/tool-address';

export type AppDeps = {
  config: Config;
  database: Database;
  webDir?: string | null;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: Writable;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Largest request body accepted (JSON; uploads may raise it per route), bytes. */
export const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Builds the app without listening (tests use `app.inject`). Every route inherits the
 * hardening of README "Limits and hardening": the client address from TRUST_PROXY only, strict UTF-8 JSON, the
 * input guard, same-site writes, the error envelope for every failure, 405 for a wrong
 * method, HSTS and public API docs only where they belong.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // JSON lines with `instance`, customer data redacted (http/access-log.ts).
    logger: loggerOptions(config, deps.logStream),
    // One line per request of our own instead of Fastify's two (http/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For counts only from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    // While closing, a request arriving on a connection already open is still served (with
    // `Connection: close`, set by Fastify) instead of a bare 503 outside our envelope: the
    // instance finishes what reaches it and the load balancer stops sending (http/lifecycle.ts).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    // Slightly above our longest path parameter (a plate, a date, a search); longer is 414.
    routerOptions: { maxParamLength: 200 },
    // Every log line of a request carries `reqId` (JSON in production; docs/RESILIENCE.md "Logs"): the
    // proxy's X-Request-Id when well formed, else a new UUID; echoed in the response.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given)
        ? given
        : randomUUID();
    },
    // `req.log` is built on first use: most requests log nothing (http/request-logger.ts).
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();
  // Hooks that never wait take Fastify's callback form: no promise and no extra turn of
  // the event loop per request (README "Performance", public free slots).
  app.addHook('onSend', (req, reply, _payload, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  app.decorate('deps', deps);
  // Draining on SIGTERM: readiness 503, `Connection: close`, streams told to reconnect.
  registerLifecycle(app);
  // Prometheus metrics and `GET /metrics` (README "Monitoring").
  registerMetrics(app, config, deps.database);
  registerAccessLog(app);
  app.setValidatorCompiler(validatorCompiler);
  // zod in, fast-json-stringify out (README "Performance"); tests compare both on every answer.
  app.setSerializerCompiler(contractSerializerCompiler({ verify: config.NODE_ENV === 'test' }));
  app.setErrorHandler(errorHandler);
  // First hook: a forged Host never reaches a handler (http/host-check.ts).
  registerHostCheck(app, config);
  registerNotFound(app);
  registerStrictJson(app);
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith('/api/')) checkSameSite(req);
    done();
  });
  app.addHook('preValidation', (req, _reply, done) => {
    checkInput(req);
    done();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // ReviApp Tool: this computer or port 1987 of the office network (shared/domain/tool-address.ts).
        connectSrc: ["'self'", ...TOOL_CONNECT_SOURCES],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS over plain HTTP in development would pin localhost to HTTPS.
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  // Off unless a route asks; a route that does counts addresses like every other limit
  // (an IPv6 address as its /64, `addressKey`).
  await app.register(rateLimit, { global: false, keyGenerator: (req) => addressKey(req.ip) });
  await app.register(swagger, {
    openapi: { info: { title: 'ReviApp API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  app.decorateRequest('auth', null);
  // Sessions resolved from a short cache invalidated over LISTEN/NOTIFY (auth/sessions.ts).
  const sessionCache = new SessionCache(deps.database);
  if (!(await sessionCache.start())) app.log.warn('session cache off: LISTEN refused');
  app.addHook('onClose', async () => sessionCache.close());
  const auth = loadAuth(sessionCache);
  app.addHook('onRequest', (req, _reply, done) => {
    // No session cookie: no session to look up (what `loadAuth` concludes, without a promise).
    if (!req.cookies[SESSION_COOKIE]) {
      req.auth = null;
      done();
      return;
    }
    auth(req).then(() => done(), done);
  });
  // The API docs list every route: public outside production, super-admin only in it (§5).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks:
      config.NODE_ENV === 'production'
        ? {
            // The UI's hooks take a callback: the async guard reports through it.
            preHandler: (req, reply, done) => {
              requireAdmin(req, reply).then(() => done(), done);
            },
          }
        : {},
  });

  await app.register(registerRoutes, { prefix: '/api' });

  const webDir = deps.webDir;
  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    // Precompressed, cache headers per file kind (http/static-assets.ts).
    await app.register(fastifyStatic, webStaticOptions(webDir));
    // Public booking pages at real paths (docs/BOOKING.md).
    if (fs.existsSync(path.join(webDir, 'booking.html'))) registerPublicPages(app, webDir);
  }
  return app;
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY. A hop count becomes a function trusting the
 * nearest `n` hops (Fastify 5 ignores a plain number, failing closed); use it only when the
 * server is reachable through those proxies alone.
 */
export function trustProxyOption(
  t: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof t === 'number') return (_address, hop) => hop < t;
  return t;
}
