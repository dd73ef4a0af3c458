/**
 * Registers a route from its endpoint contract (`src/shared/contracts/endpoint.ts`): the
 * method and path, the zod schemas for validation and OpenAPI, the access guard and the
 * error answers all come from the contract object, so no URL or error map is typed twice.
 * A route handler reads as a chain: guard (from `access`) → validated input → service →
 * presenter (docs/ARCHITECTURE.md "Life of a request").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ERROR_STATUS,
  GENERIC_ERRORS,
  errorResponseSchema,
  type ErrorCode,
} from '@shared/contracts/common';
import type { Access, EndpointArgs, EndpointDef, EndpointReply } from '@shared/contracts/endpoint';
import type { z } from 'zod';
import { requireAdmin, requireSession, requireWorkshop } from '../auth/guard';
import { isJsonText, verifyJsonText, type JsonText } from './json-text';

export type Handler<E extends EndpointDef> = (
  args: EndpointArgs<E>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | JsonText<EndpointReply<E>> | void>;

/** Extra Fastify route options (rate-limit `config`, a larger `bodyLimit` for one route). */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;

const ACCESS_ERRORS: Record<Access, readonly ErrorCode[]> = {
  public: [],
  session: ['unauthorized'],
  workshop: ['unauthorized', 'forbidden', 'account_inactive', 'account_expired'],
  admin: ['unauthorized', 'forbidden'],
};

const GUARDS = {
  public: undefined,
  session: requireSession,
  workshop: requireWorkshop,
  admin: requireAdmin,
} as const;

/** The HTTP statuses an endpoint may answer with the error envelope. */
export function errorStatuses(e: EndpointDef): number[] {
  const codes = [...GENERIC_ERRORS, ...ACCESS_ERRORS[e.access], ...e.errors];
  return [...new Set(codes.map((c) => ERROR_STATUS[c]))].sort();
}

/**
 * Adds the contract's route to `app` (inside the `/api` prefix). `handler` gets the
 * validated `{ params, query, body }` and returns the success body, the body already
 * written as JSON text (`jsonText()`, `json-text.ts`: sent as is, checked against the
 * contract under NODE_ENV=test), or nothing when it wrote the reply itself (streams).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  const status = e.status ?? 200;
  const response: Record<number, unknown> = {};
  if (e.response) response[status] = e.response;
  for (const s of errorStatuses(e)) response[s] = errorResponseSchema;
  const guard = GUARDS[e.access];
  const verify = app.deps.config.NODE_ENV === 'test';
  const where = `${e.method} ${e.path}`;
  app.route({
    method: e.method,
    url: e.path,
    ...extras,
    // The guard runs on request, before the body is parsed or validated: a caller without
    // the role learns nothing about the input the endpoint expects (checked by the role sweep, `test/sweeps/roles.integration.test.ts`).
    ...(guard ? { onRequest: guard } : {}),
    schema: {
      tags: [e.tag],
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response,
    },
    handler: async (req, reply) => {
      const args = { params: req.params, query: req.query, body: req.body } as EndpointArgs<E>;
      const result = await handler(args, req, reply);
      if (reply.sent) return reply;
      if (isJsonText(result)) {
        if (verify && e.response) verifyJsonText(e.response as z.ZodType, result.text, where);
        // Encoded once here: a string would be measured (Content-Length) and encoded again.
        return reply
          .status(status)
          .type('application/json; charset=utf-8')
          .send(Buffer.from(result.text));
      }
      return reply.status(status).send(result);
    },
  });
}
