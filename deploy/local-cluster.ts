/**
 * A load-balanced cluster on this machine (docs/SCALING.md "Topology"): N ReviApp instances
 * (default 3, their own processes, as `npm start` without the build) on one PostgreSQL
 * database, behind haproxy with `deploy/haproxy.cfg` (its `server` lines replaced by the
 * instances' ports, its `bind` by 127.0.0.1:<port>). Needs Debian's haproxy
 * (`/usr/sbin/haproxy`, or HAPROXY) and the built web app (`npm run build`) for the desks.
 *
 * As a script (`npm run cluster:local`): CLUSTER_DATABASE_URL (default
 * `postgres://postgres@127.0.0.1:5432/reviapp_cluster`, created when missing), CLUSTER_PORT
 * (haproxy, default 8080), CLUSTER_INSTANCES (3); the instances get the demo workshop
 * (development mode). Type 1, 2 or 3 and Enter to restart that instance (a drain, then a
 * start), `q` or Ctrl-C to stop everything. e2e/balancer.e2e.ts uses `startLocalCluster`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const HAPROXY_CFG = path.join(ROOT, 'deploy/haproxy.cfg');
/** The server's production build (`npm run build`, or `scripts/build-server.mjs` alone). */
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
export const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';

export type ClusterInstance = {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>`, the instance itself (not through haproxy). */
  url: string;
  /** True while its process runs. */
  alive: () => boolean;
  /** SIGTERM (a drain), resolves once the process exited; resolves to the ms it took. */
  stop: () => Promise<number>;
  /** Starts it again; resolves once its readiness answers 200. */
  start: () => Promise<void>;
  /** `stop()` then `start()`. */
  restart: () => Promise<void>;
  /** The last 20 kB it printed. */
  output: () => string;
};

export type LocalCluster = {
  /** haproxy's address, `http://127.0.0.1:<port>`: what desks open (redirected with `tlsPem`). */
  url: string;
  /** With `tlsPem`: haproxy's HTTPS address, `https://127.0.0.1:<port>`. */
  httpsUrl: string | null;
  instances: ClusterInstance[];
  /** The haproxy configuration written for this cluster. */
  haproxyConfig: string;
  /** Stops the instances (drained) and haproxy. */
  stop: () => Promise<void>;
};

export type LocalClusterOptions = {
  databaseUrl: string;
  /** Number of instances (default 3). */
  instances?: number;
  /** haproxy's port (default: a free one). */
  port?: number;
  /** Variables added to every instance's environment. */
  env?: NodeJS.ProcessEnv;
  /** ms to wait for an instance or haproxy to answer (default 90 s). */
  timeoutMs?: number;
  /** HTTPS in front, as in production: the certificate chain and key in one PEM file. */
  tlsPem?: string;
  /** haproxy's HTTPS port with `tlsPem` (default: a free one). */
  tlsPort?: number;
};

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** Resolves once `url` answers 200; rejects after `ms` or when `failed()` says so. */
async function answers200(url: string, ms: number, failed: () => string | null): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const why = failed();
    if (why) throw new Error(why);
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.status === 200) return;
    await res?.arrayBuffer().catch(() => {});
    if (Date.now() > until) throw new Error(`${url} not ready after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function signalGroup(proc: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (proc.pid) process.kill(-proc.pid, signal);
  } catch {
    /* already gone */
  }
}

function instance(
  index: number,
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): ClusterInstance {
  const name = `app${index + 1}`;
  const url = `http://127.0.0.1:${port}`;
  let proc: ChildProcess | null = null;
  let log = '';
  const alive = () => proc !== null && proc.exitCode === null && proc.signalCode === null;
  const start = async () => {
    if (alive()) return;
    // The production build run by plain node, as `deploy/reviapp@.service` runs it.
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        INSTANCE_NAME: name,
        // haproxy on this machine sets X-Forwarded-For.
        TRUST_PROXY: 'loopback',
      },
      detached: true, // its own process group: tsx and node stop together
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc = child;
    const keep = (c: Buffer) => (log = (log + c.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await answers200(`${url}/api/health/ready`, timeoutMs, () =>
      child.exitCode !== null || child.signalCode !== null
        ? `${name} exited while starting:\n${log}`
        : null,
    );
  };
  const stop = async () => {
    const child = proc;
    if (!child || !alive()) return 0;
    const t0 = Date.now();
    const gone = new Promise<void>((r) => child.once('exit', () => r()));
    signalGroup(child, 'SIGTERM');
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000);
    await gone;
    clearTimeout(killer);
    return Date.now() - t0;
  };
  return {
    name,
    port,
    url,
    alive,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    output: () => log,
  };
}

/**
 * `deploy/haproxy.cfg` for this machine: plain HTTP on 127.0.0.1:`port`, the instances'
 * ports in place of the `server` lines between the BEGIN/END markers. With `tls`, HTTPS on
 * 127.0.0.1:`tls.port` with the certificate (chain and key in one PEM) `tls.pem`, plain
 * HTTP redirected to it, as in production; without, the HTTPS line and the redirect go
 * (plain HTTP served, as on a developer's machine). Throws when the file's lines moved.
 */
export function haproxyConfigFor(
  port: number,
  instances: { name: string; port: number }[],
  tls?: { port: number; pem: string },
): string {
  const base = fs.readFileSync(HAPROXY_CFG, 'utf8');
  const servers = instances.map((i) => `    server ${i.name} 127.0.0.1:${i.port} check`).join('\n');
  const httpsBind = /^\s*bind :443 ssl crt \S+(.*)$/m;
  const redirect = /^\s*http-request redirect scheme https .*$\n/m;
  if (!httpsBind.test(base) || !redirect.test(base))
    throw new Error('deploy/haproxy.cfg: no `bind :443 ssl crt` line or no https redirect');
  let out = base
    .replace(/^\s*bind :80$/m, `    bind 127.0.0.1:${port}`)
    .replace(/(# BEGIN servers\n)[^]*?(\n\s*# END servers)/, `$1${servers}$2`);
  out = tls
    ? out.replace(httpsBind, `    bind 127.0.0.1:${tls.port} ssl crt ${tls.pem}$1`)
    : out.replace(httpsBind, '').replace(redirect, '');
  if (!out.includes(`127.0.0.1:${port}`) || !out.includes(servers))
    throw new Error('deploy/haproxy.cfg: no `bind :80` line or no BEGIN/END servers markers');
  return out;
}

/**
 * Starts the instances (together: the start-up lock orders their migrations) and haproxy in
 * front of them; resolves once haproxy answers readiness. Rejects when one does not start
 * (everything started is stopped again).
 */
export async function startLocalCluster(opts: LocalClusterOptions): Promise<LocalCluster> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`haproxy not found at ${HAPROXY}`);
  if (!fs.existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const count = opts.instances ?? 3;
  const env = { DATABASE_URL: opts.databaseUrl, ...opts.env };
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances = ports.map((p, i) => instance(i, p, env, timeoutMs));
  const port = opts.port ?? (await freePort());
  const tls = opts.tlsPem
    ? { port: opts.tlsPort ?? (await freePort()), pem: opts.tlsPem }
    : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-cluster-'));
  const haproxyConfig = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(haproxyConfig, haproxyConfigFor(port, instances, tls));
  let haproxy: ChildProcess | null = null;
  let haproxyLog = '';
  const stop = async () => {
    await Promise.all(instances.map((i) => i.stop()));
    if (haproxy && haproxy.exitCode === null) {
      const gone = new Promise<void>((r) => haproxy!.once('exit', () => r()));
      haproxy.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((i) => i.start()));
    haproxy = spawn(HAPROXY, ['-db', '-f', haproxyConfig], { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (c: Buffer) => (haproxyLog = (haproxyLog + c.toString()).slice(-20_000));
    haproxy.stdout?.on('data', keep);
    haproxy.stderr?.on('data', keep);
    const h = haproxy;
    // Probes are never redirected: plain HTTP answers readiness with or without TLS.
    await answers200(`http://127.0.0.1:${port}/api/health/ready`, timeoutMs, () =>
      h.exitCode !== null ? `haproxy exited:\n${haproxyLog}` : null,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    httpsUrl: tls ? `https://127.0.0.1:${tls.port}` : null,
    instances,
    haproxyConfig,
    stop,
  };
}

/** Creates the database of `url` when it does not exist (connecting to `postgres`). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

async function cli(): Promise<void> {
  const databaseUrl =
    process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/reviapp_cluster';
  await ensureDatabase(databaseUrl);
  console.log('Avvio di', process.env.CLUSTER_INSTANCES ?? 3, 'istanze e haproxy…');
  const cluster = await startLocalCluster({
    databaseUrl,
    instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', DEMO_SEED: '1' },
  });
  console.log(`\n  ReviApp dietro haproxy: ${cluster.url}/`);
  for (const i of cluster.instances) console.log(`  ${i.name}: ${i.url}/`);
  console.log('  Officina demo → Nome Utente: demo   Password: demodemo');
  console.log('  1/2/3 + Invio: riavvia quell’istanza; q: ferma tutto.\n');
  let stopping = false;
  const quit = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void quit());
  process.on('SIGTERM', () => void quit());
  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    const cmd = line.trim();
    if (cmd === 'q') return void quit();
    const target = cluster.instances[Number(cmd) - 1];
    if (!target) return;
    const t0 = Date.now();
    void target
      .stop()
      .then((ms) => {
        console.log(`  ${target.name}: uscito in ${ms} ms, riavvio…`);
        return target.start();
      })
      .then(() => console.log(`  ${target.name}: di nuovo pronto dopo ${Date.now() - t0} ms`))
      .catch((err: unknown) => console.error(`  ${target.name}:`, err));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  cli().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
