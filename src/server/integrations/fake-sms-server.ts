/**
 * A fake SMSFactor provider for tests (no test ever calls the
 * internet). Listens on 127.0.0.1 on a random port and speaks the API the adapter uses:
 * `GET /send` and `/send/simulate` (query `text`, `to`, `sender`, `token`, `gsmsmsid`) and
 * `GET /credits` (`Authorization: Bearer {token}` or `?token=`). Records every request and
 * can be told to misbehave, deterministically (counts, never clocks or randomness).
 *
 * Every answer carries `Connection: close`, so no pooled socket outlives a `refuse()`:
 * a refused connection is always a refused connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received; `n` is its 1-based order among all requests, `at` ms. */
export interface FakeSmsRequest {
  n: number;
  method: string;
  path: string;
  to?: string;
  text?: string;
  sender?: string;
  gsmsmsid?: string;
  token?: string;
  at: number;
}

/**
 * How the fake answers. Send calls are counted from 1 (`/send` and `/send/simulate`).
 * - `token`: the only token accepted (others get status -1); unset → any non-empty token;
 * - `credits`: what `/credits` answers (default 1000);
 * - `failEvery`: send call k answers `{ status }` when k % n === 0;
 * - `http500`: every call answers HTTP 500;
 * - `hangNext`: the next N send calls get no answer until `close()`;
 * - `resetNext`: the next N send calls get headers and half a body, then a reset socket;
 * - `garbageNext`: the next N send calls answer a non-JSON body with HTTP 200;
 * - `delayMs`: every successful send is answered this many ms after it arrived (a slow
 *   provider; 0 by default); `creditsDelayMs`: the same for `/credits`.
 */
export interface FakeSmsBehaviour {
  token?: string;
  credits: number;
  failEvery?: { n: number; status: number; details?: string };
  http500: boolean;
  hangNext: number;
  resetNext: number;
  garbageNext: number;
  delayMs: number;
  creditsDelayMs: number;
}

/** Handle of a running fake; `url` is the base URL to give the adapter (no trailing slash). */
export interface FakeSmsServer {
  url: string;
  port: number;
  /** Every request received, oldest first (hung ones included). */
  readonly requests: FakeSmsRequest[];
  /** The send requests only. */
  sends(): FakeSmsRequest[];
  /** Merges `b` into the current behaviour. */
  configure(b: Partial<FakeSmsBehaviour>): void;
  /** Stops listening (new connections are refused) and drops open ones; the port is kept. */
  refuse(): Promise<void>;
  /** Listens again on the same port after `refuse()`. */
  accept(): Promise<void>;
  /** Stops for good, answering nothing more. */
  close(): Promise<void>;
}

const DEFAULT_BEHAVIOUR: FakeSmsBehaviour = {
  credits: 1000,
  http500: false,
  hangNext: 0,
  resetNext: 0,
  garbageNext: 0,
  delayMs: 0,
  creditsDelayMs: 0,
};

/** Starts a fake provider on 127.0.0.1 (random port unless `port` is given). */
export async function startFakeSmsServer(
  initial: Partial<FakeSmsBehaviour> = {},
  port = 0,
): Promise<FakeSmsServer> {
  let behaviour: FakeSmsBehaviour = { ...DEFAULT_BEHAVIOUR, ...initial };
  const requests: FakeSmsRequest[] = [];
  let sendCount = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const entry: FakeSmsRequest = {
      n: requests.length + 1,
      method: req.method ?? 'GET',
      path: url.pathname,
      to: q.get('to') ?? undefined,
      text: q.get('text') ?? undefined,
      sender: q.get('sender') ?? undefined,
      gsmsmsid: q.get('gsmsmsid') ?? undefined,
      token: bearer ?? q.get('token') ?? undefined,
      at: Date.now(),
    };
    requests.push(entry);
    res.setHeader('Connection', 'close');
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const tokenOk = () =>
      Boolean(entry.token) && (behaviour.token === undefined || entry.token === behaviour.token);

    if (behaviour.http500) return json(500, { error: 'Internal Server Error' });

    if (url.pathname === '/credits') {
      if (!tokenOk()) return json(401, { status: -1, message: 'Error', details: 'Unauthorized' });
      const credits = { status: 1, message: 'OK', credits: String(behaviour.credits) };
      if (behaviour.creditsDelayMs > 0)
        return void setTimeout(() => json(200, credits), behaviour.creditsDelayMs);
      return json(200, credits);
    }
    if (url.pathname !== '/send' && url.pathname !== '/send/simulate')
      return json(404, { error: 'Not Found' });

    sendCount += 1;
    if (behaviour.hangNext > 0) {
      behaviour = { ...behaviour, hangNext: behaviour.hangNext - 1 };
      return; // never answered; close() drops the socket
    }
    if (behaviour.resetNext > 0) {
      behaviour = { ...behaviour, resetNext: behaviour.resetNext - 1 };
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '200' });
      res.write('{"status":1,"mess');
      setImmediate(() => req.socket.destroy());
      return;
    }
    if (behaviour.garbageNext > 0) {
      behaviour = { ...behaviour, garbageNext: behaviour.garbageNext - 1 };
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>Service temporarily unavailable</html>');
      return;
    }
    if (!tokenOk())
      return json(200, { status: -1, message: 'Error', details: 'Authentication failed' });
    const fail = behaviour.failEvery;
    if (fail && fail.n > 0 && sendCount % fail.n === 0)
      return json(200, {
        status: fail.status,
        message: 'Error',
        details: fail.details ?? 'Refused',
      });
    if (!entry.to || !entry.text)
      return json(200, { status: -7, message: 'Error', details: 'Missing to or text' });
    const answer = {
      status: 1,
      message: 'OK',
      ticket: String(100000 + sendCount),
      cost: 1,
      credits: behaviour.credits,
      total: 1,
      sent: 1,
      blacklisted: 0,
      duplicated: 0,
      invalid: 0,
      npai: 0,
    };
    if (behaviour.delayMs > 0) setTimeout(() => json(200, answer), behaviour.delayMs);
    else json(200, answer);
  });

  const listen = (p: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(port);
  const bound = (server.address() as AddressInfo).port;
  let listening = true;

  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    sends: () => requests.filter((r) => r.path === '/send' || r.path === '/send/simulate'),
    configure(b) {
      behaviour = { ...behaviour, ...b };
    },
    async refuse() {
      if (!listening) return;
      listening = false;
      await stop();
    },
    async accept() {
      if (listening) return;
      await listen(bound);
      listening = true;
    },
    async close() {
      if (!listening) return;
      listening = false;
      await stop();
    },
  };
}
