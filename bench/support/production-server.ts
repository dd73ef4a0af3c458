/**
 * The server as production runs it, for the benches that judge it from outside
 * (`bench/lighthouse.ts`, `bench/idle-rss.ts`; bench/README.md): `node dist/server/main.js`
 * with `NODE_ENV=production` and the NODE_OPTIONS of `deploy/reviapp@.service` (README
 * "Production"), on a scratch PostgreSQL database (`scratch-database.ts`) holding the demo
 * workshop (`src/server/seed/demo.ts`: demo/demodemo, booking link `demo`), which production
 * itself never seeds. Builds `dist/server` (~1 s); `dist/web` must exist (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { seedDemoIfEmpty } from '@server/seed/demo';
import { buildServerOnce, spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { createScratchDatabase } from './scratch-database';

/** NODE_OPTIONS of the systemd unit (`deploy/reviapp@.service`), e.g. `--max-old-space-size=256`. */
export function productionNodeOptions(): string {
  const unit = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../deploy/reviapp@.service'),
    'utf8',
  );
  return /^Environment=NODE_OPTIONS=(.*)$/m.exec(unit)?.[1]?.trim() ?? '';
}

export type ProductionServer = SpawnedServer & {
  /** The NODE_OPTIONS it runs with. */
  nodeOptions: string;
  /** Stops the server and drops its scratch database. */
  dispose: () => Promise<void>;
};

/**
 * Starts the production server on a new scratch database with the demo workshop; `env` adds
 * or overrides variables (e.g. `LOG_LEVEL`). Resolves once `/api/health` answers; throws when
 * `dist/web` is missing, the database cannot be created or the server does not start.
 */
export async function startProductionServer(
  env: NodeJS.ProcessEnv = {},
): Promise<ProductionServer> {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../dist/web/index.html')))
    throw new Error('dist/web/index.html is missing: run `npm run build` first');
  const scratch = await createScratchDatabase('reviapp_bench_prod_');
  try {
    const database = await openDatabase({ databaseUrl: scratch.databaseUrl, onError: () => {} });
    try {
      await seedDemoIfEmpty(database.db);
    } finally {
      await database.close();
    }
    buildServerOnce();
    const nodeOptions = productionNodeOptions();
    const server = await spawnServer(
      {
        NODE_ENV: 'production',
        DATABASE_URL: scratch.databaseUrl,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
        PUBLIC_URL: 'https://bench.invalid',
        ALLOWED_HOSTS: '127.0.0.1',
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: nodeOptions,
        ...env,
      },
      { compiled: true },
    );
    return {
      ...server,
      nodeOptions,
      dispose: async () => {
        await server.stop();
        await scratch.drop();
      },
    };
  } catch (err) {
    await scratch.drop();
    throw err;
  }
}
