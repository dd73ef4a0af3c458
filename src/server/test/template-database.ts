/**
 * Vitest global setup of the `node` project (vitest.config.ts): migrates ONE database per
 * `npm test` run, which every test file's fresh database is then copied from
 * (`scratchDatabase({ migrated: true })`, `setupTestApp`), instead of each file running
 * every migration again (README "Tests").
 *
 * - PGlite (no DATABASE_URL): a migrated in-memory PGlite is dumped, uncompressed, to a file
 *   in a temporary folder of this run; a test file opens it with `loadDataDir` (~0.4 s
 *   against ~1.5 s for the migrations).
 * - PostgreSQL (DATABASE_URL): a database `reviapp_tpl_<time>_<random>` is migrated and
 *   closed; a test file's database is `CREATE DATABASE … TEMPLATE` it. Its name is this run's
 *   own, so two runs on one server never share or drop each other's template.
 *
 * Both are built from the migrations as they are now, at every run (never a cached copy),
 * and removed by the returned teardown. The copies still run the migrator when opened, which
 * then finds nothing to apply.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { randomAlphanumeric } from '../auth/tokens';
import { openDatabase } from '../db/client';
// The names provided here are declared (`ProvidedContext`) where they are read.
import type {} from './harness';

/** Builds this run's template; returns the teardown that removes it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-test-template-'));
    const file = path.join(dir, 'pglite.tar');
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { PGLITE_EXTENSIONS } = await import('../db/pglite');
    const { MIGRATIONS } = await import('../db/client');
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('none');
    await client.close();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplate', '');
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const name = `reviapp_tpl_${Date.now()}_${randomAlphanumeric(6).toLowerCase()}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), onError: () => {} });
    await database.close();
  } catch (err) {
    await adminQuery(base, `drop database if exists ${name} with (force)`);
    throw err;
  }
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplate', name);
  return () => adminQuery(base, `drop database if exists ${name} with (force)`);
}

async function adminQuery(base: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  c.on('error', () => {}); // surfaces through the awaited calls
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end().catch(() => {});
  }
}
