/**
 * HTTP plumbing of the ReviApp Tool simulator (./tool-sim.ts): request bodies in every
 * shape a browser posts (form-encoded, multipart `FormData`, JSON) and CORS for the app's
 * origins, with Chrome's Private Network Access preflight (a page calling localhost).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest body accepted, in bytes (a booking sheet PDF in `allegato` fits). */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/**
 * A parsed request: the query parameters merged with the body fields (body wins). Text
 * fields are strings; a file of a multipart body is `{ file: name, bytes }`.
 */
export type Fields = Record<string, string | { file: string; bytes: number }>;

/** Thrown for a body too large or not parsable; the simulator answers 400. */
export class BadBodyError extends Error {}

/** Reads the whole body (rejects past `MAX_BODY_BYTES`) and parses it by content type. */
export async function readFields(req: IncomingMessage, url: URL): Promise<Fields> {
  const fields: Fields = Object.fromEntries(url.searchParams);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadBodyError('body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return fields;
  const body = Buffer.concat(chunks);
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new BadBodyError('invalid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new BadBodyError('JSON body must be an object');
    for (const [k, v] of Object.entries(parsed))
      fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return fields;
  }
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      // The original header: the boundary is case-sensitive (browsers use mixed case).
      const header = req.headers['content-type'] ?? '';
      form = await new Response(body, { headers: { 'content-type': header } }).formData();
    } catch {
      throw new BadBodyError('invalid multipart body');
    }
    for (const [k, v] of form.entries())
      fields[k] = typeof v === 'string' ? v : { file: v.name, bytes: v.size };
    return fields;
  }
  // application/x-www-form-urlencoded, and text/plain "a=b&c=d" as a lenient fallback.
  for (const [k, v] of new URLSearchParams(body.toString('utf8'))) fields[k] = v;
  return fields;
}

/** The text value of a field ('' when missing or a file). */
export function textField(fields: Fields, name: string): string {
  const v = fields[name];
  return typeof v === 'string' ? v : '';
}

/** Origins allowed by default: the app on port 3000 and the Vite dev server on 5173. */
export const DEFAULT_ORIGINS: readonly string[] = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];

/**
 * Applies CORS to a response. Returns false when the request carries an `Origin` not in
 * `origins` (`'*'` allows any): the caller must refuse it, because a form post is a
 * "simple" request that a foreign page could send without preflight, and the tool sends
 * messages. Requests without `Origin` (curl, tests, Playwright's request API) are allowed.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  origins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!origins.includes('*') && !origins.includes(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  return true;
}

/** Answers a CORS preflight (`OPTIONS`) for an allowed origin: 204, methods, headers, PNA. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers['access-control-request-private-network'] === 'true')
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  res.writeHead(204).end();
}

/** Sends a plain-text answer (the tool's answers are bare words: `inviato`, `no_wa`, …). */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}
