/**
 * The input guard every route inherits (README "Limits and hardening"): request bodies must be
 * valid UTF-8 JSON, and no text anywhere in the params, query or body (values or object
 * keys) may hold a control character other than tab/line break, or a lone UTF-16
 * surrogate. Such input is refused with 400 `bad_request` and an Italian message naming
 * the field ("Il campo «note» contiene caratteri non ammessi") before validation, so it is
 * never stored changed and never reaches PostgreSQL (where NUL was a 500).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasUnsafeChars } from '@shared/domain/safe-text';
import { HTTP_MSG, fieldMessage } from '@shared/messages';
import { AppError, badRequest } from './errors';

/** Deeper JSON than this is refused (no form of ours nests past 4 levels). */
export const MAX_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Replaces Fastify's JSON parser: bytes must decode as UTF-8 (a raw invalid byte became
 * U+FFFD before), then the default secure parser (no `__proto__`/`constructor` keys).
 * Other body types stay refused with 415 (no parser registered).
 */
export function registerStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest(HTTP_MSG.invalidEncoding), undefined);
      return;
    }
    void parseJson(req, text, (err, value) => {
      if (err) done(badRequest(HTTP_MSG.invalidJson), undefined);
      else done(null, value);
    });
  });
}

/**
 * Walks `value` iteratively (a deep array cannot overflow the stack) and returns the name
 * of the first field holding unsafe text, `''` when the value is too deep, or null when
 * everything is clean. The name is the nearest object key (`note`, `titolo`), or `root`
 * for a bare value; the offending text itself is never part of it.
 */
export function findUnsafeField(value: unknown, rootName: string): string | null {
  const stack: { v: unknown; name: string; depth: number }[] = [
    { v: value, name: rootName, depth: 0 },
  ];
  while (stack.length > 0) {
    const { v, name, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasUnsafeChars(v)) return name;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) return '';
    if (Array.isArray(v)) {
      for (const item of v) stack.push({ v: item, name, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(v)) {
      // A key with unsafe characters is named by its position, never by itself.
      if (hasUnsafeChars(key)) return name;
      stack.push({ v: item, name: safeName(key), depth: depth + 1 });
    }
  }
  return null;
}

/** Field names shown in messages are short identifiers; anything else is not echoed. */
function safeName(key: string): string {
  return /^[\w.-]{1,40}$/.test(key) ? key : 'campo';
}

/**
 * preValidation hook: refuses a query string that is not valid percent-encoded UTF-8, and
 * unsafe text in params, query and body with a 400 naming the field. Throws `AppError`.
 */
export async function guardInput(req: FastifyRequest): Promise<void> {
  // The query parser turns invalid percent-encoded UTF-8 into U+FFFD silently: refuse it.
  const q = req.url.indexOf('?');
  if (q >= 0) {
    try {
      decodeURIComponent(req.url.slice(q + 1));
    } catch {
      throw badRequest(HTTP_MSG.badUrl);
    }
  }
  for (const [part, root] of [
    [req.params, 'indirizzo'],
    [req.query, 'parametri'],
    [req.body, 'dati'],
  ] as const) {
    const field = findUnsafeField(part, root);
    if (field === '') throw new AppError(400, 'bad_request', HTTP_MSG.tooDeep);
    if (field !== null) throw badRequest(fieldMessage(HTTP_MSG.unsafeChars, field));
  }
}
