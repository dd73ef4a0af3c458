/**
 * Test helpers that need real processes and sockets: the server started as its own
 * process (from source through tsx, or the production build `dist/server/main.js`) and a
 * TCP proxy that can cut the
 * server off its database on demand (the server survives its database: README "Limits and hardening", "database away").
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Builds `dist/server` from this checkout's sources (`scripts/build-server.mjs`, ~1 s), once
 * per process; throws with the build's output when it fails.
 */
export function buildServerOnce(root = ROOT): void {
  if (built.has(root)) return;
  const res = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`server build failed:\n${res.stdout}${res.stderr}`);
  built.add(root);
}
const built = new Set<string>();

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export type SpawnedServer = {
  url: string;
  proc: ChildProcess;
  /** True while the process runs. */
  alive: () => boolean;
  /** Everything it printed so far (last 20 kB). */
  output: () => string;
  /** SIGTERM (SIGKILL 10 s later if still running); resolves once it exited. */
  stop: () => Promise<void>;
};

export type SpawnOptions = {
  /** Rejects when not healthy within this many ms (default 60 s). */
  timeoutMs?: number;
  /** The checkout that runs (default this one; a bench may compare another). */
  root?: string;
  /**
   * Run the production build `dist/server/main.js` with plain `node`, as production does
   * (README "Production"); the caller builds it first (`buildServerOnce`). Default: the
   * sources through tsx.
   */
  compiled?: boolean;
};

/**
 * The handle of a server process `proc` listening at `url`, `output` what it printed.
 * `stop()` sends SIGTERM through `signal` (to the process, or its group), SIGKILL if it still
 * runs 10 s later, and resolves once it exited.
 */
export function spawnedServer(
  url: string,
  proc: ChildProcess,
  output: () => string,
  signal: (signal: NodeJS.Signals) => void,
): SpawnedServer {
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  return {
    url,
    proc,
    alive,
    output,
    stop: async () => {
      if (!alive()) return;
      const gone = new Promise<void>((r) => proc.once('exit', () => r()));
      signal('SIGTERM');
      const killer = setTimeout(() => signal('SIGKILL'), 10_000);
      await gone;
      clearTimeout(killer);
    },
  };
}

/**
 * Starts the server with `env` added on a free port; resolves once GET /api/health
 * answers 200 (rejects after `timeoutMs` or when the process exits first).
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 60_000, root = ROOT, compiled = false }: SpawnOptions = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Node with tsx as a loader, not the tsx CLI: the CLI relays a signal to its child and
  // SIGKILLs it when the child does not acknowledge within 30 ms (a busy machine), which would
  // cut a drain short (README "Graceful restart").
  const args = compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (c: Buffer) => (log = (log + c.toString()).slice(-20_000));
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const server = spawnedServer(
    url,
    proc,
    () => log,
    (signal) => {
      try {
        process.kill(-proc.pid!, signal);
      } catch {
        /* already gone */
      }
    },
  );
  const { alive } = server;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`server exited early:\n${log}`);
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(
      () => null,
    );
    if (res?.ok) return server;
    await new Promise((r) => setTimeout(r, 200)); // polling interval: another process's health
  }
  await server.stop();
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${log}`);
}

export type TcpProxy = {
  port: number;
  /** Drops every open connection and resets new ones until `resume()`. */
  cut: () => void;
  resume: () => void;
  close: () => Promise<void>;
};

/** A TCP proxy on 127.0.0.1 to `host:port` that can be cut (database unreachable). */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((inbound) => {
    if (cut) {
      inbound.resetAndDestroy();
      return;
    }
    const outbound = net.connect(port, host);
    open.add(inbound);
    open.add(outbound);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
      open.delete(inbound);
      open.delete(outbound);
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    cut: () => {
      cut = true;
      for (const s of open) s.resetAndDestroy();
      open.clear();
    },
    resume: () => {
      cut = false;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of open) s.destroy();
        server.close(() => r());
      }),
  };
}
