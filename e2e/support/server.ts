/**
 * Runs the real ReviApp server for e2e tests and benchmarks: the production build
 * `node dist/server/main.js` (README "Production"; `npm run test:e2e` builds it) on a free port with a fresh PGlite data folder, the demo workshop seeded (demo/demodemo),
 * and a known super-admin secret. The server can be stopped and restarted on the same
 * data folder and port (the restart test proves data survives). Expects the web app and
 * the server already built in `dist/web` and `dist/server` (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildUrl } from '@shared/contracts/endpoint';
import { getHealth } from '@shared/contracts/health';
import { lockHolder } from '@server/db/lock';

/** The super-admin secret the e2e server starts with (ADMIN_PASSWORD). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-secret-2030';

/** Repository root (this file lives in `e2e/support`). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export type E2eServer = {
  /** `http://127.0.0.1:{port}` (no trailing slash). */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and waits for the data lock. */
  stop: () => Promise<void>;
  /** Stops, then starts again on the same port and data folder; resolves when healthy. */
  restart: () => Promise<void>;
  /** Stops and removes the data folder. */
  dispose: () => Promise<void>;
  /** Last lines the process printed (for failure messages). */
  output: () => string;
};

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server. `options.dataDir` reuses a folder (default: a fresh temp folder);
 * `options.env` adds variables. Rejects when it is not healthy within `timeoutMs`
 * (default 90 s; a new PGlite folder takes ~5 s on its own).
 */
export async function startServer(
  options: { dataDir?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<E2eServer> {
  if (!fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    throw new Error('dist/web/index.html is missing: run `npm run build` first');
  }
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 90_000;
  let child: ChildProcess | null = null;
  let log = '';

  const launch = async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Links in messages point where the browser already is (http/host-check.ts).
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOGIN_RATE_LIMIT: '1000',
      DEMO_SEED: '1',
      // The SMS sender's pace (3 s in production): short, so a campaign finishes quickly.
      SMS_PACE_MS: '200',
      ...options.env,
    };
    // The e2e server always runs on its own PGlite folder, even when the caller's shell
    // points the unit tests at PostgreSQL.
    if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
    const proc = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: ROOT,
      env,
      detached: true, // own process group: stop() signals the whole group
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-8_000);
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      proc.once('exit', (code) => reject(new Error(`server exited early (code ${code}):\n${log}`))),
    );
    exited.catch(() => {}); // only observed through the race below
    await Promise.race([waitHealthy(url, timeoutMs, () => log), exited]);
  };

  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    signalGroup(proc, 'SIGTERM');
    const killer = setTimeout(() => signalGroup(proc, 'SIGKILL'), 10_000);
    await gone;
    clearTimeout(killer);
    await waitLockReleased(dataDir, 15_000);
  };

  await launch();
  return {
    url,
    port,
    dataDir,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    dispose: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => log,
  };
}

function signalGroup(proc: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (proc.pid) process.kill(-proc.pid, signal);
  } catch {
    /* group already gone */
  }
}

/** Polls `GET /api/health` every 200 ms until it answers 200. */
async function waitHealthy(url: string, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url + buildUrl(getHealth), { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200)); // polling interval: another process's health
  }
  throw new Error(`server not healthy at ${url} after ${timeoutMs} ms:\n${log()}`);
}

/** Waits until the data-folder lock file is gone or its owner is dead. */
async function waitLockReleased(dataDir: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (lockHolder(dataDir) === null) return;
    await new Promise((r) => setTimeout(r, 100)); // polling interval: another process's lock file
  }
  throw new Error(`the data folder ${dataDir} is still locked after ${timeoutMs} ms`);
}
