/**
 * `call()` with `onUploadProgress` goes through XMLHttpRequest (the recall import's
 * progress while it uploads) and keeps the fetch path's behaviour: the contract's URL and
 * headers, progress as a fraction, the 401 `reviapp:auth` event, the 503 connection event,
 * a network failure as status 0 (docs/ARCHITECTURE.md "Life of a request"; docs/RESILIENCE.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl } from '@shared/contracts/endpoint';
import { ORIGIN_HEADER } from '@shared/contracts/origin-header';
import { importRecalls } from '@shared/contracts/recall-import';
import { COMMON_MSG } from '@shared/messages';
import { ApiError, call, CONNECTION_EVENT, type AuthEventDetail } from './api-client';

type Listener = ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** A fake XMLHttpRequest: records what is sent; the test answers with `respond`/`fail`. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const BODY = { name: 'RICHIAMI', channel: 'sms', rows: [] } as never;

/** Starts an import call; resolves once its XMLHttpRequest was sent. */
async function start(onUploadProgress: (f: number) => void = () => undefined) {
  const pending = call(importRecalls, { body: BODY }, { onUploadProgress });
  pending.catch(() => undefined); // read by each test
  await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());
  return { pending, xhr: FakeXhr.last! };
}

let events: Event[];
let fetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeXhr.last = undefined;
  events = [];
  const win = new EventTarget();
  win.addEventListener('reviapp:auth', (e) => events.push(e));
  win.addEventListener(CONNECTION_EVENT, (e) => events.push(e));
  fetch = vi.fn();
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call() with onUploadProgress (XMLHttpRequest)', () => {
  it('sends the contract URL, JSON and the tab origin; reports progress; resolves to the body', async () => {
    const progress: number[] = [];
    const { pending, xhr } = await start((f) => progress.push(f));
    expect(fetch).not.toHaveBeenCalled();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(buildUrl(importRecalls));
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(xhr.headers[ORIGIN_HEADER]).toBeTruthy();
    expect(JSON.parse(xhr.sent as string)).toEqual(BODY);
    xhr.progress(0, 200, false); // length unknown: nothing reported
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    expect(progress).toEqual([0.25, 1]);
    // Not the contract's shape: the dev-mode check reports it, the call still resolves.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    xhr.respond(201, { inserted: 3 });
    await expect(pending).resolves.toEqual({ inserted: 3 });
    expect(report).toHaveBeenCalledOnce();
    report.mockRestore();
    expect(events).toEqual([]);
  });

  it('a 401 rejects with the server message and fires reviapp:auth', async () => {
    const { pending, xhr } = await start();
    xhr.respond(401, { error: { code: 'unauthorized', message: 'Sessione scaduta' } });
    const err = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message]).toEqual([401, 'unauthorized', 'Sessione scaduta']);
    expect(events.map((e) => e.type)).toEqual(['reviapp:auth']);
    expect((events[0] as CustomEvent<AuthEventDetail>).detail).toEqual({ code: 'unauthorized' });
  });

  it('a 503 without the envelope (a proxy) is service_unavailable and fires the connection event', async () => {
    const { pending, xhr } = await start();
    xhr.respond(503, '<html>Service Unavailable</html>');
    const err = (await pending.catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.code]).toEqual([503, 'service_unavailable']);
    expect(events.map((e) => e.type)).toEqual([CONNECTION_EVENT]);
  });

  it('no answer (network error) rejects with status 0 and fires the connection event', async () => {
    const { pending, xhr } = await start();
    xhr.fail();
    const err = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message]).toEqual([0, 'network', COMMON_MSG.dbConnection]);
    expect(events.map((e) => e.type)).toEqual([CONNECTION_EVENT]);
  });

  it('offline: refused at once, nothing sent', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const err = (await call(
      importRecalls,
      { body: BODY },
      { onUploadProgress: () => undefined },
    ).catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.message]).toEqual([0, COMMON_MSG.offlineWrite]);
    expect(FakeXhr.last).toBeUndefined();
  });
});
