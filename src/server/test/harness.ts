/**
 * Integration-test harness: a real database per test file — in-process PGlite by default,
 * or a fresh database on the PostgreSQL server when DATABASE_URL is set (CI runs both).
 * Each test builds its own workshop (factories; signed in: `sign-in.ts`), so tests need no
 * cleanup.
 */
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { randomAlphanumeric } from '../auth/tokens';
import { unscopedTenantTables } from '../db/tenant-scope';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  /** Statements the app ran on a tenant table without `workshop_id` (must stay empty). */
  unscoped: string[];
  close: () => Promise<void>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the migrated PGlite data folder's dump (PGlite runs), or ''. */
    pgliteTemplateFile: string;
    /** Name of the migrated template database on DATABASE_URL's server (PostgreSQL runs), or ''. */
    postgresTemplate: string;
  }
}

/**
 * The run's migrated template (`template-database.ts`, the `node` project's global setup):
 * under Vitest the names it provided, else (a bench importing this file) none.
 */
async function runTemplate(): Promise<{ pgliteFile: string; postgres: string }> {
  if (!process.env.VITEST) return { pgliteFile: '', postgres: '' };
  const { inject } = await import('vitest');
  return {
    pgliteFile: inject('pgliteTemplateFile') ?? '',
    postgres: inject('postgresTemplate') ?? '',
  };
}

/**
 * A fresh database for one test file: on the PostgreSQL server of DATABASE_URL a new
 * database (`url`, dropped by `drop`); without it `url` is undefined (use in-memory PGlite).
 * Empty by default (start-up and migration tests); with `migrated: true` a copy of the run's
 * migrated template (`CREATE DATABASE … TEMPLATE`), and on PGlite `loadDataDir` is the
 * template's dump to open it from (pass both to `openDatabase`).
 */
export async function scratchDatabase(opts: { migrated?: boolean } = {}): Promise<{
  url: string | undefined;
  loadDataDir?: Blob;
  drop: () => Promise<void>;
}> {
  const base = process.env.DATABASE_URL;
  const template = opts.migrated ? await runTemplate() : { pgliteFile: '', postgres: '' };
  if (!base) {
    const loadDataDir = template.pgliteFile
      ? new Blob([fs.readFileSync(template.pgliteFile)])
      : undefined;
    return { url: undefined, loadDataDir, drop: async () => {} };
  }
  const name = `reviapp_t_${Date.now()}_${randomAlphanumeric(6).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: base });
  admin.on('error', () => {}); // a failure surfaces through the awaited calls below
  await admin.connect();
  await admin.query(
    template.postgres
      ? `create database ${name} template ${template.postgres}`
      : `create database ${name}`,
  );
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const drop = async () => {
    // `with (force)` terminates any connection still open on the test database (a LISTEN
    // reconnecting, an idle pooled client); their 'error' events are handled in db/client.ts.
    const c = new pg.Client({ connectionString: base });
    c.on('error', () => {});
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end().catch(() => {});
    }
  };
  return { url: u.toString(), drop };
}

/**
 * Opens a fresh, migrated database (a copy of the run's template) and an app on it (no
 * listening socket). `env` adds
 * configuration variables (e.g. `SMS_PROVIDER_URL` of a fake provider); `opts.webDir` serves a
 * built web app from that folder (default: none); `opts.logStream` receives the log lines (with
 * `LOG_LEVEL` set in `env`).
 */
export async function setupTestApp(
  env: Record<string, string> = {},
  opts: { webDir?: string; logStream?: Writable } = {},
): Promise<TestContext> {
  const { url, loadDataDir, drop: dropDb } = await scratchDatabase({ migrated: true });
  const unscoped: string[] = [];
  const database = await openDatabase({
    databaseUrl: url,
    loadDataDir,
    onError: () => {},
    onQuery: (statement) => {
      if (unscopedTenantTables(statement).length > 0) unscoped.push(statement);
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    webDir: opts.webDir ?? null,
    logStream: opts.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    unscoped,
    close: async () => {
      await app.close();
      await database.close();
      await dropDb?.();
      // Every statement on a tenant table names workshop_id (tenant-scope.ts).
      if (unscoped.length > 0)
        throw new Error(`SQL without workshop_id on a tenant table:\n${unscoped.join('\n')}`);
    },
  };
}

/** A `setupTestApp` app listening on a socket; `base` is its origin (`http://127.0.0.1:<port>`). */
export type ListeningTestContext = TestContext & { base: string };

/**
 * `setupTestApp` on a real socket (a free port of 127.0.0.1), for what `inject` cannot do:
 * event streams, `fetch`, several clients at once. Its `close` also drops the idle sockets.
 */
export async function setupListeningTestApp(
  env: Record<string, string> = {},
): Promise<ListeningTestContext> {
  const ctx = await setupTestApp(env);
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...ctx,
    base,
    close: async () => {
      const closing = ctx.close();
      // fetch (undici) may hold a spare socket that never sent a request; the server cannot
      // tell it from a slow client and would wait for undici's 4 s keep-alive to drop it.
      ctx.app.server.closeAllConnections();
      await closing;
    },
  };
}
