/**
 * Simulator of "ReviApp Tool", the helper program on the workshop's PC that the browser
 * calls (README "SMS provider and ReviApp Tool simulator"; spec 000 §7, 001 §7). For development
 * (`npm run tool:sim`, default http://localhost:1987) and for tests (`startToolSimulator`).
 *
 * Tool calls (answers are bare words in text/plain unless noted):
 * - `POST /sn` (empty body) → the machine id, compared by the app with config_tool.id_wa;
 * - `POST /invio_diretto` (tel, text) and `POST /invia_wa` (tel, text) → `inviato` | `no_wa`
 *   | `accedi` | `errore`;
 * - `POST /init_wa` → `ok` | `accedi` | `errore`; `POST /end_wa` → `ok`;
 * - `GET /lista_veicoli` (today, Europe/Rome) and `GET /lista_veicoli_old?data=yyyy-mm-dd`
 *   → JSON array of vehicle records (./tool-sim-data.ts);
 * - `POST /mail_prenotazione` (destinatario, allegato, modello) → `E-mail inviata` | `errore`.
 * Bodies may be form-encoded, multipart (`FormData`) or JSON.
 *
 * Control (for Playwright and manual testing): `GET|POST /__sim/config` (POST merges a JSON
 * object validated like `ToolSimConfig`), `GET /__sim/sent`, `GET /__sim/calls`,
 * `POST /__sim/reset` (forget calls and sent messages, restore the start configuration).
 *
 * CLI environment: TOOL_SIM_PORT (1987), TOOL_SIM_HOST (127.0.0.1), TOOL_SIM_MODE
 * (ok|accedi|errore|down), TOOL_SIM_NO_WA and TOOL_SIM_ORIGINS (comma lists),
 * TOOL_SIM_MACHINE_ID; arguments `--port N --host H` win over the environment.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { isIsoDate, todayInRome } from '@shared/domain/dates';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import {
  DEFAULT_CONFIG,
  localNumber,
  toolSimConfigSchema,
  type ToolSendAnswer,
  type ToolSimCall,
  type ToolSimConfig,
  type ToolSimOptions,
  type ToolSimSent,
  type ToolSimulator,
} from './tool-sim-config';
import { vehiclesForDate } from './tool-sim-data';
import {
  BadBodyError,
  answerPreflight,
  applyCors,
  readFields,
  sendJson,
  sendText,
  textField,
  type Fields,
} from './tool-sim-http';

export * from './tool-sim-config';

type Route = (f: Fields) => { status: number; answer: string; json?: unknown };

/** Starts the simulator; resolves once it listens. */
export async function startToolSimulator(opts: ToolSimOptions = {}): Promise<ToolSimulator> {
  const initial = toolSimConfigSchema.parse({ ...DEFAULT_CONFIG, ...opts.config });
  let config = initial;
  const sent: ToolSimSent[] = [];
  const calls: ToolSimCall[] = [];
  let callCount = 0;

  const sendAnswer = (tel: string): ToolSendAnswer => {
    if (config.mode === 'accedi' || config.mode === 'errore') return config.mode;
    const local = localNumber(tel);
    if (!/^\d{9,10}$/.test(local)) return 'errore';
    const fixed = Object.entries(config.numberAnswers).find(([k]) => localNumber(k) === local)?.[1];
    if (fixed) return fixed;
    return config.noWhatsapp.some((n) => localNumber(n) === local) ? 'no_wa' : 'inviato';
  };
  const send =
    (endpoint: 'invio_diretto' | 'invia_wa'): Route =>
    (f) => {
      const tel = textField(f, 'tel');
      const text = textField(f, 'text');
      const answer = text ? sendAnswer(tel) : 'errore';
      if (answer === 'inviato')
        sent.push({ n: sent.length + 1, endpoint, tel, text, at: Date.now() });
      return { status: 200, answer };
    };
  const vehicles = (date: string): ReturnType<Route> => {
    if (config.mode === 'errore') return { status: 200, answer: 'errore' };
    if (!isIsoDate(date)) return { status: 400, answer: 'errore' };
    const list = config.vehicles[date] ?? vehiclesForDate(date);
    return { status: 200, answer: `${list.length} veicoli`, json: list };
  };

  const routes: Record<string, Route> = {
    'POST /sn': () => ({ status: 200, answer: config.machineId }),
    'POST /invio_diretto': send('invio_diretto'),
    'POST /invia_wa': send('invia_wa'),
    'POST /init_wa': () => ({ status: 200, answer: config.mode === 'ok' ? 'ok' : config.mode }),
    'POST /end_wa': () => ({ status: 200, answer: 'ok' }),
    'GET /lista_veicoli': () => vehicles(config.today ?? todayInRome()),
    'GET /lista_veicoli_old': (f) => vehicles(textField(f, 'data')),
    'POST /mail_prenotazione': (f) => {
      const destinatario = textField(f, 'destinatario');
      if (config.mode === 'errore' || !/^[^@\s]+@[^@\s]+$/.test(destinatario))
        return { status: 200, answer: 'errore' };
      const a = f.allegato;
      const allegatoBytes =
        a === undefined ? 0 : typeof a === 'string' ? Buffer.byteLength(a) : a.bytes;
      const modello = textField(f, 'modello');
      sent.push({
        n: sent.length + 1,
        endpoint: 'mail_prenotazione',
        destinatario,
        modello,
        allegatoBytes,
        at: Date.now(),
      });
      return { status: 200, answer: MESSAGING_MSG.emailSent };
    },
  };

  const control = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /__sim/config') return sendJson(res, 200, config);
    if (key === 'GET /__sim/sent') return sendJson(res, 200, sent);
    if (key === 'GET /__sim/calls') return sendJson(res, 200, calls);
    if (key === 'POST /__sim/reset') {
      handle.reset();
      return sendJson(res, 200, config);
    }
    if (key === 'POST /__sim/config') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      let patch: unknown;
      try {
        patch = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return sendJson(res, 400, { error: 'invalid JSON' });
      }
      const parsed = toolSimConfigSchema.partial().strict().safeParse(patch);
      if (!parsed.success) return sendJson(res, 400, { error: parsed.error.issues });
      handle.configure(parsed.data);
      return sendJson(res, 200, config);
    }
    sendJson(res, 404, { error: 'unknown control call' });
  };

  const handleRequest = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://tool');
    if (!applyCors(req, res, config.origins)) {
      req.resume();
      return sendText(res, 403, 'origin not allowed');
    }
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (url.pathname.startsWith('/__sim/')) return control(req, res, url);
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) {
      req.resume();
      return sendText(res, 404, 'not found');
    }
    if (config.mode === 'down') return void req.socket.destroy();
    let fields: Fields;
    let result: ReturnType<Route>;
    try {
      fields = await readFields(req, url);
      result = route(fields);
    } catch (err) {
      if (!(err instanceof BadBodyError)) throw err;
      fields = {};
      result = { status: 400, answer: 'errore' };
    }
    if (config.delayMs > 0) await new Promise((r) => setTimeout(r, config.delayMs));
    const call: ToolSimCall = {
      n: ++callCount,
      method: req.method ?? '',
      path: url.pathname,
      fields,
      status: result.status,
      answer: result.answer,
      at: Date.now(),
    };
    calls.push(call);
    opts.onCall?.(call);
    if (result.json !== undefined) sendJson(res, result.status, result.json);
    else sendText(res, result.status, result.answer);
  };

  const server = http.createServer((req, res) => {
    handleRequest(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'errore');
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => ok());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  const handle: ToolSimulator = {
    url: `http://${host}:${port}`,
    port,
    sent,
    calls,
    config: () => config,
    configure(patch) {
      config = toolSimConfigSchema.parse({ ...config, ...patch });
    },
    reset() {
      config = initial;
      sent.length = 0;
      calls.length = 0;
      callCount = 0;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
  return handle;
}

const list = (v: string | undefined) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

/**
 * Starts the simulator from command-line arguments and environment (see the module
 * comment); `log` prints one line per call (default `console.log`). Resolves to the handle.
 */
export async function runToolSimCli(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<ToolSimulator> {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .parse(arg('port') ?? env.TOOL_SIM_PORT ?? 1987);
  const host = arg('host') ?? env.TOOL_SIM_HOST ?? '127.0.0.1';
  const config: Partial<ToolSimConfig> = {};
  if (env.TOOL_SIM_MODE) config.mode = toolSimConfigSchema.shape.mode.parse(env.TOOL_SIM_MODE);
  if (env.TOOL_SIM_NO_WA) config.noWhatsapp = list(env.TOOL_SIM_NO_WA);
  if (env.TOOL_SIM_ORIGINS) config.origins = list(env.TOOL_SIM_ORIGINS);
  if (env.TOOL_SIM_MACHINE_ID) config.machineId = env.TOOL_SIM_MACHINE_ID;
  const sim = await startToolSimulator({
    port,
    host,
    config,
    onCall: (c) => log(`${c.method} ${c.path} → ${c.status} ${c.answer}`),
  });
  log(`ReviApp Tool simulator on http://localhost:${sim.port} (mode ${sim.config().mode})`);
  return sim;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runToolSimCli().then(
    (sim) => {
      const stop = () => void sim.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
