/**
 * Every failure answers the envelope `{ error: { code, message } }` with an Italian message
 * and never echoes the input (docs/ARCHITECTURE.md "Life of a request", README "Limits and hardening"): our AppErrors,
 * zod validation (the message names the field), Fastify's own client errors (bad URL, long
 * parameter, oversized headers, bad JSON, wrong content type, body too large, unknown
 * route, wrong method → 405), database outages (503) and data exceptions (400). Only a
 * real bug is a 500, and it says nothing about internals.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shared/contracts/common';
import { ALL_MESSAGES, AUTH_MSG, COMMON_MSG, HTTP_MSG, fieldMessage } from '@shared/messages';
import {
  AppError,
  isConnectionFailure,
  isDataException,
  OUTAGE_RETRY_AFTER_S,
  uniqueViolationError,
} from './errors';

type Envelope = { error: { code: ErrorCode; message: string; current?: unknown } };
const envelope = (code: ErrorCode, message: string): Envelope => ({ error: { code, message } });

/** Fastify error codes of malformed requests, with our status, code and message. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_BAD_URL: [400, 'bad_request', HTTP_MSG.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'bad_request', HTTP_MSG.uriTooLong],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', HTTP_MSG.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', HTTP_MSG.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', HTTP_MSG.badRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', HTTP_MSG.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', HTTP_MSG.invalidJson],
};

/** Status → code for 4xx errors from plugins that carry only a status. */
const STATUS_CODES: Record<number, [ErrorCode, string]> = {
  401: ['unauthorized', COMMON_MSG.sessionExpired],
  403: ['forbidden', COMMON_MSG.unauthorized],
  404: ['not_found', COMMON_MSG.resourceNotFound],
  405: ['method_not_allowed', HTTP_MSG.methodNotAllowed],
  408: ['bad_request', HTTP_MSG.timeout],
  413: ['payload_too_large', HTTP_MSG.payloadTooLarge],
  414: ['bad_request', HTTP_MSG.uriTooLong],
  415: ['unsupported_media_type', HTTP_MSG.unsupportedMediaType],
  429: ['rate_limited', AUTH_MSG.tooManyLogins],
};

/** What the message of a validation issue is built from (a zod issue fits). */
export type IssueLike = {
  message?: string;
  code?: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
  origin?: unknown;
};

/** The field an issue is about: the last non-numeric segment of its path, else `context`. */
function issueField(issue: IssueLike, context: string): string {
  const last = issue.path.filter((p) => typeof p === 'string' && !/^\d+$/.test(p)).at(-1);
  return typeof last === 'string' && /^[\w.-]{1,40}$/.test(last) ? last : context;
}

/**
 * The Italian message of a validation issue: our catalogue text (with `{campo}`/`{max}`
 * filled in), a length message for a too-long text, else `fallback` ("Dati non validi").
 * zod's English defaults never reach a user, nor does the input.
 */
export function issueMessage(
  issue: IssueLike | undefined,
  context = 'dati',
  fallback: string = COMMON_MSG.badInput,
): string {
  if (!issue) return fallback;
  const max = typeof issue.maximum === 'number' ? issue.maximum : undefined;
  const message = issue.message;
  if (message && ALL_MESSAGES.has(message)) {
    return message.includes('{campo}')
      ? fieldMessage(message, issueField(issue, context), max)
      : message;
  }
  if (issue.code === 'too_big' && issue.origin === 'string' && max !== undefined) {
    return fieldMessage(HTTP_MSG.tooLong, issueField(issue, context), max);
  }
  return fallback;
}

/** Fastify's form of a zod issue (fastify-type-provider-zod) back to `IssueLike`. */
function fromFastify(v: {
  message?: string;
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}): IssueLike {
  return {
    message: v.message,
    code: v.keyword,
    path: (v.instancePath ?? '').split('/').filter(Boolean),
    maximum: v.params?.maximum,
    origin: v.params?.origin,
  };
}

/** `setErrorHandler`: maps every failure to the envelope (see the file comment). */
export function errorHandler(
  this: FastifyInstance,
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (err instanceof AppError) {
    if ((err.status === 429 || err.status === 503) && err.retryAfterS)
      reply.header('retry-after', String(err.retryAfterS));
    return reply.status(err.status).send({
      error: {
        code: err.code,
        message: err.message,
        ...(err.current !== undefined ? { current: err.current } : {}),
      },
    });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const context =
      err.validationContext === 'params'
        ? 'indirizzo'
        : err.validationContext === 'querystring'
          ? 'parametri'
          : 'dati';
    const first = err.validation[0] as Parameters<typeof fromFastify>[0] | undefined;
    return reply
      .status(400)
      .send(envelope('bad_request', issueMessage(first && fromFastify(first), context)));
  }
  const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
  if (known) return reply.status(known[0]).send(envelope(known[1], known[2]));
  const unique = uniqueViolationError(err);
  if (unique) return reply.status(unique.status).send(envelope(unique.code, unique.message));
  if (isConnectionFailure(err)) {
    req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
    reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
    return reply.status(503).send(envelope('service_unavailable', HTTP_MSG.serviceUnavailable));
  }
  if (isDataException(err)) {
    req.log.warn({ err: { code: err.code } }, 'data exception from input');
    return reply.status(400).send(envelope('bad_request', COMMON_MSG.badInput));
  }
  if (
    err instanceof SyntaxError ||
    (err.statusCode === 400 && !err.code?.startsWith('FST_ERR_RESPONSE'))
  ) {
    return reply.status(400).send(envelope('bad_request', HTTP_MSG.badRequest));
  }
  const status = err.statusCode;
  if (status && status >= 400 && status < 500) {
    const [code, message] = STATUS_CODES[status] ?? ['bad_request', HTTP_MSG.badRequest];
    return reply.status(STATUS_CODES[status] ? status : 400).send(envelope(code, message));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send(envelope('internal', COMMON_MSG.serverError));
}

/**
 * Fastify `frameworkErrors`: a URL that does not decode (`%zz`) or a path parameter longer
 * than the router allows. Answered before any route or hook runs; the URL is not echoed.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const [status, code, message] = FASTIFY_CLIENT_ERRORS[err.code] ?? [
    400,
    'bad_request',
    HTTP_MSG.badRequest,
  ];
  void reply.status(status).send(envelope(code, message));
}

/**
 * Fastify `clientErrorHandler`: the request could not even be parsed as HTTP (oversized
 * headers → 431, timeout → 408, garbage → 400). Writes a minimal response with the
 * envelope on the raw socket, as Fastify's default does, and closes it.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HTTP_MSG.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, HTTP_MSG.timeout]
        : [400, HTTP_MSG.badRequest];
  const body = JSON.stringify(envelope('bad_request', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
