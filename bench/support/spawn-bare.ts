/**
 * Starts `bare-server.ts` as its own process on a free port (see `bench/api.ts`), compiled
 * to JavaScript first by esbuild (as the app's production build, `scripts/build-server.mjs`)
 * and run by plain `node`: both sides of the comparison are one `node` process with no
 * TypeScript loader, so their memory compares too.
 */
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import path from 'node:path';
import { freePort, spawnedServer, type SpawnedServer } from '@server/test/spawn-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside the repository, so the compiled file resolves its packages from `node_modules`. */
const OUT = path.join(ROOT, 'node_modules/.cache/reviapp-bench/bare-server.mjs');

/**
 * Resolves once the bare routes listen; `env` needs DATABASE_URL and WORKSHOP_ID, and
 * BOOKING_READ_RATE_LIMIT (default 120, as the app) for the free-slots route.
 */
export async function spawnBare(env: NodeJS.ProcessEnv): Promise<SpawnedServer> {
  const port = await freePort();
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['bench/support/bare-server.ts'],
    outfile: OUT,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    logLevel: 'warning',
  });
  const proc = spawn(process.execPath, [OUT], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (c: Buffer) => {
      log += c.toString();
      if (log.includes('bare ready')) resolve();
    });
    proc.stderr.on('data', (c: Buffer) => (log += c.toString()));
    proc.once('exit', () => reject(new Error(`bare server exited:\n${log}`)));
  });
  return spawnedServer(
    `http://127.0.0.1:${port}`,
    proc,
    () => log,
    (signal) => proc.kill(signal),
  );
}
