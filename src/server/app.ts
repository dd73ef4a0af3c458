/**
 * The Fastify application: zod contracts from `src/shared`, error envelope
 * `{ error: { code, message } }`, secure headers, signed session cookies, rate-limited
 * login, OpenAPI at /api/docs, and the built web app (DESIGN.md architecture).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ALL_MESSAGES, AUTH_MSG, COMMON_MSG } from '@shared/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadAuth } from './auth/guard';
import { AppError, uniqueViolationError } from './http/errors';
import { registerRoutes } from './routes';

export type AppDeps = { config: Config; database: Database; webDir?: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the app without listening (tests use `app.inject`). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            transport:
              config.NODE_ENV === 'development'
                ? {
                    target: 'pino-pretty',
                    options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
                  }
                : undefined,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
          },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: 'Risorsa non trovata' } });
    }
    return reply.status(404).send('Not found');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'http://localhost:1987', 'http://127.0.0.1:1987'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'ReviApp API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorateRequest('auth', null);
  app.addHook('onRequest', loadAuth(deps.database.db));

  await app.register(registerRoutes, { prefix: '/api' });

  const webDir = deps.webDir;
  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuilt dist/web is served without a restart.
    await app.register(fastifyStatic, { root: webDir, wildcard: true, index: 'index.html' });
  }
  return app;
}

/** Maps every failure to the error envelope; never leaks internals in a 500. */
function errorHandler(
  this: FastifyInstance,
  err: FastifyError,
  req: { log: FastifyInstance['log'] },
  reply: import('fastify').FastifyReply,
) {
  if (err instanceof AppError) {
    return reply.status(err.status).send({
      error: {
        code: err.code,
        message: err.message,
        ...(err.current !== undefined ? { current: err.current } : {}),
      },
    });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    // Our schemas carry the spec's Italian texts; zod's own (English) defaults do not reach users.
    const message =
      first?.message && ALL_MESSAGES.has(first.message) ? first.message : COMMON_MSG.badInput;
    return reply.status(400).send({ error: { code: 'bad_request', message } });
  }
  const unique = uniqueViolationError(err);
  if (unique) {
    return reply
      .status(unique.status)
      .send({ error: { code: unique.code, message: unique.message } });
  }
  if (err.statusCode === 429) {
    return reply
      .status(429)
      .send({ error: { code: 'rate_limited', message: AUTH_MSG.tooManyLogins } });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return reply
      .status(err.statusCode)
      .send({ error: { code: 'bad_request', message: COMMON_MSG.badInput } });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ error: { code: 'internal', message: COMMON_MSG.serverError } });
}
