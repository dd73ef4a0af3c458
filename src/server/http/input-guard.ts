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
 * What in a JSON text can put unsafe text (`hasUnsafeChars`) into its parsed strings or
 * keys: a raw control character (C0 but tab, line feed, carriage return; DEL; C1) or an
 * escape that can write one (`\u…`, `\b`, `\f`). A lone surrogate can only come from `\u`:
 * the text was decoded from valid UTF-8. An escaped backslash before `u`, `b` or `f` matches
 * too; that only costs the full walk.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_JSON_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\\[ubf]/;

/** False when parsing JSON `text` cannot give a string or key with unsafe text. */
export function mayHoldUnsafeText(text: string): boolean {
  return UNSAFE_IN_JSON_TEXT.test(text);
}

/** Requests whose JSON body text could hold no unsafe text (set by the parser below). */
const cleanBodies = new WeakSet<FastifyRequest>();

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
    // One scan of the text instead of a test per parsed string (a 50,000-row import holds
    // 200,000 strings): the body walk then only checks the depth (`guardInput`).
    if (!mayHoldUnsafeText(text)) cleanBodies.add(req);
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

/**
 * True when `value` nests objects or arrays deeper than `findUnsafeField` allows (an object
 * or array at depth `MAX_DEPTH`, the root at 0): the same verdict as its `''`, without
 * looking at strings. Recursive, but never more than `MAX_DEPTH` calls deep; no allocation
 * per element (a 50,000-row import is 50,000 arrays).
 */
export function tooDeep(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  const items: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item !== null && typeof item === 'object' && tooDeep(item, depth + 1)) return true;
  }
  return false;
}

/** Field names shown in messages are short identifiers; anything else is not echoed. */
function safeName(key: string): string {
  return /^[\w.-]{1,40}$/.test(key) ? key : 'campo';
}

/**
 * The preValidation hook's check (synchronous: the hook needs no promise): refuses a query
 * string that is not valid percent-encoded UTF-8, and unsafe text in params, query and body
 * with a 400 naming the field. Throws `AppError`.
 */
export function checkInput(req: FastifyRequest): void {
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
    // A body whose text held nothing unsafe (`registerStrictJson`) is checked for depth only.
    const field =
      root === 'dati' && cleanBodies.has(req)
        ? tooDeep(part)
          ? ''
          : null
        : findUnsafeField(part, root);
    if (field === '') throw new AppError(400, 'bad_request', HTTP_MSG.tooDeep);
    if (field !== null) throw badRequest(fieldMessage(HTTP_MSG.unsafeChars, field));
  }
}
