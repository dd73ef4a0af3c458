/**
 * A stubbed network for route-level component tests: `stubApi(routes)` replaces the global
 * `fetch` with one that answers the contracts' endpoints (docs/ARCHITECTURE.md "Life of a
 * request": the web reaches the API only through `call()`, which builds the URL from the
 * contract). Each route pairs a contract with a handler whose answer is typed by the
 * contract's response, so a stub out of contract fails type-checking. Unknown requests
 * are answered 404 with the API's error envelope and recorded, so a test can assert none
 * came. Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';
import type { EndpointDef, EndpointReply } from '@shared/contracts/endpoint';

/** A request the stub received: method, URL (path and query) and parsed JSON body. */
export type StubRequest = {
  method: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
};

/** One endpoint's answer: a body of the contract's response type, or a ready Response. */
export type StubRoute<E extends EndpointDef = EndpointDef> = {
  endpoint: E;
  reply: (req: StubRequest) => EndpointReply<E> | Response;
};

/** Pairs a contract with its handler (keeps the handler typed by that contract). */
export function route<E extends EndpointDef>(
  endpoint: E,
  reply: (req: StubRequest) => EndpointReply<E> | Response,
): StubRoute {
  return { endpoint, reply } as unknown as StubRoute;
}

function matcher(path: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, (_, n) => {
    names.push(n as string);
    return '([^/]+)';
  });
  return { re: new RegExp(`^/api${source}$`), names };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stubs `fetch` with the given routes; returns the requests received (in order) and the
 * ones no route answered.
 */
export function stubApi(routes: StubRoute[]) {
  const requests: StubRequest[] = [];
  const unmatched: StubRequest[] = [];
  const compiled = routes.map((r) => ({ ...r, ...matcher(r.endpoint.path) }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://desk.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    for (const r of compiled) {
      if (r.endpoint.method !== method) continue;
      const m = r.re.exec(url.pathname);
      if (!m) continue;
      const params = Object.fromEntries(
        r.names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]),
      );
      const req = { method, url, params, body };
      requests.push(req);
      const out = r.reply(req);
      return out instanceof Response ? out : json(200, out);
    }
    const req = { method, url, params: {}, body };
    requests.push(req);
    unmatched.push(req);
    return json(404, { error: { code: 'not_found', message: 'Non trovato' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, unmatched };
}
